// Built by the shared remote factory; what it exposes and owns is in remote.json.
module.exports = require('@topup/platform/rspack/remote-config').createRemoteConfig(__dirname);
