// The shell: owns the header, menu, routing and loads every remote at runtime.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Diamond Dice',
  isHost: true,
});
