/**
 * The HTML of a page. Without `root` markup, a tiny inline frame (the app's navbar colour and
 * "Loading...") so the very first paint is not a white page while the JS loads on a slow gym
 * connection. With it (a prerendered page), that markup, styled by the render-blocking stylesheet
 * the build links in <head>; `bootScript` then names a tiny classic script linked first in <head>
 * (synchronous, external so the CSP's script-src 'self' holds) that adapts the markup before the
 * body paints, and `startScript` a deferred one that starts the app once the page has painted.
 */
function htmlPage({ title, bodyClass = '', root = null, bootScript = null, startScript = null }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f172a" />
    <meta name="description" content="Liftbook: log your training sessions, track progress, set goals and train with your group." />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='6' fill='%234f46e5'/%3E%3Cpath d='M6 8v8M4 10v4M18 8v8M20 10v4M6 12h12' stroke='white' stroke-width='2' stroke-linecap='round'/%3E%3C/svg%3E" />
    <title>${title}</title>${bootScript ? `\n    <script src="${bootScript}"></script>` : ''}${startScript ? `\n    <script defer src="${startScript}"></script>` : ''}
    <style>
      body{margin:0;background:#f4f6fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}${
        root
          ? ''
          : `
      .boot-bar{height:56px;background:#0f172a}
      .boot-text{padding:48px 16px;text-align:center;color:#64748b}`
      }
    </style>
  </head>
  <body class="${bodyClass}">
    <div id="root">${root ?? '<div class="boot-bar"></div><div class="boot-text">Loading...</div>'}</div>
  </body>
</html>`;
}

module.exports = { htmlPage };
