// CSS Modules in jest: every class name is its own key, so components render with stable names.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
