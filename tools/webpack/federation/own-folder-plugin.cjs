const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

/**
 * A remote's build needs only its own folder and shared (each remote builds alone): any
 * module from elsewhere in the repository (the shell, another remote, reached by a relative path)
 * fails the build, naming the file. Packages under node_modules and the preset's own modules are fine.
 */
class OwnFolderPlugin {
  constructor(dir) {
    // tools/webpack: the preset's own modules (the shared react-router module).
    this.allowed = [dir, path.join(ROOT, 'shared'), path.join(__dirname, '..')].map((d) => d + path.sep);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LiftbookOwnFolder', (compilation) => {
      compilation.hooks.finishModules.tap('LiftbookOwnFolder', (modules) => {
        for (const module of modules) {
          const file = module.resource && module.resource.split('?')[0];
          if (!file || !file.startsWith(ROOT + path.sep) || file.split(path.sep).includes('node_modules')) continue;
          if (this.allowed.some((dir) => file.startsWith(dir))) continue;
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${path.relative(ROOT, file)} is outside this remote's folder and shared: a remote builds from those alone.`),
          );
        }
      });
    });
  }
}

module.exports = { OwnFolderPlugin };
