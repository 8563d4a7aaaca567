// What other plugins use of video-call besides `fastify.videoCall`: room names and the call window
// (the api's public index zone, scripts/lint-imports.mjs).
export { callWindow, newRoomName } from './jitsi-token';
