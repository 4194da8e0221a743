module.exports = require('../../jest.dom.config.js')('account');
