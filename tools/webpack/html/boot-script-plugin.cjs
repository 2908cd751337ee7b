/**
 * A page's `bootScript`: its own tiny bundle, built by a child compilation so it is just its code
 * (the app's entries all carry the Module Federation runtime). Minified by the same minimizer.
 */
class BootScriptPlugin {
  constructor(file, filename) {
    this.file = file;
    this.filename = filename;
    this.output = null;
  }

  apply(compiler) {
    const { EntryPlugin } = compiler.webpack;
    compiler.hooks.make.tapAsync('LiftbookBootScript', (compilation, callback) => {
      const child = compilation.createChildCompiler('LiftbookBootScript', { filename: this.filename, chunkFilename: this.filename }, [
        new EntryPlugin(compiler.context, this.file, { name: 'boot' }),
      ]);
      child.runAsChild((error, entries, childCompilation) => {
        if (error) return callback(error);
        if (childCompilation.errors.length > 0) return callback(childCompilation.errors[0]);
        this.output = [...entries[0].files].find((f) => f.endsWith('.js'));
        return callback();
      });
    });
  }
}

module.exports = { BootScriptPlugin };
