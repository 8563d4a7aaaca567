// jsdom lacks the encoders react-router 7 needs at import time; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
