// Debian's chromium is the browser; puppeteer never downloads its own (no internet here).
module.exports = { skipDownload: true };
