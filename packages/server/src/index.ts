export { type AppOptions, createApp, DEFAULT_WEB_DIR } from './app.js';
export { type ServeOptions, startServer } from './serve.js';
