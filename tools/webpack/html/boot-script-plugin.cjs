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

/**
 * A prerendered page's app script, started by its deferred start script once the page has painted
 * (shell/src/boot/start.ts, boot-state.ts's loadAppAfterFirstPaint): the page's entry `<script>` tag becomes
 * `<meta name="liftbook-app-script" content="/main.….js">`, so the browser does not fetch the
 * app (~170 KB gzip with its chunks) beside the stylesheet the first paint waits for, and nothing of
 * it runs before the landing page's largest paint. Issue 33 (Lighthouse's LCP).
 */
class AppScriptAfterFirstPaint {
  constructor(pageFilename) {
    this.pageFilename = pageFilename;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('LiftbookAppScriptAfterFirstPaint', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LiftbookAppScriptAfterFirstPaint', (data) => {
        if (data.outputName !== this.pageFilename) return data;
        const entries = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.defer && tag.attributes.src);
        if (entries.length !== 1) throw new Error(`${this.pageFilename}: expected one deferred entry script, found ${entries.length}`);
        data.headTags = data.headTags.map((tag) =>
          tag === entries[0] ? HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'liftbook-app-script', content: tag.attributes.src }) : tag,
        );
        return data;
      });
    });
  }
}

module.exports = { BootScriptPlugin, AppScriptAfterFirstPaint };
