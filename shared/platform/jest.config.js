module.exports = require('../../jest.dom.config.js')('platform');
