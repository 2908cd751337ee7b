// Jest's stand-in for a plain (global) stylesheet, imported only for its side effect.
module.exports = {};
