module.exports = require('../../jest.dom.config.js')('admin');
