// One jest run over every workspace (npm run test:unit). Each workspace is a jest "project",
// written once in tools/jest/project.cjs: its own jest.config.cjs is the same project alone
// (npm test -w @liftbook/mf-goals). Browser code runs in jsdom, the api and idp in node.
module.exports = {
  projects: [
    require('./shared/jest.config.cjs'),
    require('./shell/jest.config.cjs'),
    require('./mf-sessions/jest.config.cjs'),
    require('./mf-progress/jest.config.cjs'),
    require('./mf-goals/jest.config.cjs'),
    require('./mf-groups/jest.config.cjs'),
    require('./tools/jest.config.cjs'),
    require('./api/jest.config.cjs'),
    require('./idp/jest.config.cjs'),
  ],
};
