module.exports = require('../../jest.dom.config.js')('api-client');
