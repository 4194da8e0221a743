module.exports = require('../../jest.dom.config.js')('wallet');
