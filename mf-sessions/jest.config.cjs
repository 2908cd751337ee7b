// This workspace's tests alone (npm test -w <this workspace>, or npx jest here); the root
// jest.config.cjs runs the same project beside the others. See tools/jest/project.cjs. @noble/hashes
// (the import's SHA-256) is published as ES modules only, so jest transpiles it.
module.exports = require('../tools/jest/project.cjs').jestProject(__dirname, 'jsdom', ['@noble/hashes']);
