// The stand-in's /external_api.js: the `JitsiMeetExternalAPI` class @jitsi/react-sdk constructs, speaking to the
// room page it frames over postMessage in the envelope of Jitsi's external-api transport (postis: a scope per
// iframe, `params.type` = event | command). Only what the platform uses is here; names match jitsi-meet's.
(function () {
  'use strict';
  var script = document.currentScript;
  var scriptOrigin = script && script.src ? new URL(script.src).origin : null;
  var EVENTS = {
    'video-conference-joined': 'videoConferenceJoined',
    'video-conference-left': 'videoConferenceLeft',
    'participant-joined': 'participantJoined',
    'participant-left': 'participantLeft',
    'participant-role-changed': 'participantRoleChanged',
    'knocking-participant': 'knockingParticipant',
    'lobby-toggled': 'lobbyToggled',
    'ready-to-close': 'readyToClose',
    'error-occurred': 'errorOccurred',
  };
  var COMMANDS = {
    hangup: 'video-hangup',
    toggleLobby: 'toggle-lobby',
    displayName: 'display-name',
    answerKnockingParticipant: 'answer-knocking-participant',
  };
  var nextId = 0;

  function hashParams(options, id) {
    var parts = ['jitsi_meet_external_api_id=' + id];
    var add = function (prefix, values) {
      if (!values) return;
      Object.keys(values).forEach(function (key) {
        parts.push(encodeURIComponent(prefix + key) + '=' + encodeURIComponent(JSON.stringify(values[key])));
      });
    };
    add('config.', options.configOverwrite);
    add('interfaceConfig.', options.interfaceConfigOverwrite);
    add('userInfo.', options.userInfo);
    if (options.lang) parts.push('lang=' + encodeURIComponent(JSON.stringify(options.lang)));
    return parts.join('&');
  }

  function JitsiMeetExternalAPI(domain, options) {
    options = options || {};
    this._id = nextId++;
    this._scope = 'jitsi_meet_external_api_' + this._id;
    this._listeners = {};
    this._participants = {};
    // A real deployment is https on `domain`; the local stand-in answers where this script came from.
    var origin = scriptOrigin && new URL(scriptOrigin).host === domain ? scriptOrigin : 'https://' + domain;
    this._origin = origin;
    var room = options.roomName || '';
    var src =
      origin +
      '/' +
      encodeURIComponent(room) +
      (options.jwt ? '?jwt=' + encodeURIComponent(options.jwt) : '') +
      '#' +
      hashParams(options, this._id);
    var frame = document.createElement('iframe');
    frame.src = src;
    frame.name = 'jitsiConferenceFrame' + this._id;
    frame.id = frame.name;
    frame.title = options.title || 'Video call';
    frame.allow = 'camera; microphone; display-capture; autoplay; clipboard-write';
    frame.setAttribute('allowFullScreen', 'true');
    frame.style.border = '0';
    frame.style.width = typeof options.width === 'number' ? options.width + 'px' : options.width || '100%';
    frame.style.height = typeof options.height === 'number' ? options.height + 'px' : options.height || '100%';
    this._frame = frame;
    (options.parentNode || document.body).appendChild(frame);
    this._onMessage = (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.postis !== true || data.scope !== this._scope || !data.params || data.params.type !== 'event')
        return;
      var name = EVENTS[data.params.name];
      if (!name) return;
      var payload = Object.assign({}, data.params);
      delete payload.type;
      delete payload.name;
      if (name === 'participantJoined' || name === 'videoConferenceJoined') this._participants[payload.id] = payload;
      if (name === 'participantLeft') delete this._participants[payload.id];
      this._emit(name, payload);
    };
    window.addEventListener('message', this._onMessage);
  }

  JitsiMeetExternalAPI.prototype._emit = function (name, payload) {
    (this._listeners[name] || []).slice().forEach(function (listener) {
      listener(payload);
    });
  };
  JitsiMeetExternalAPI.prototype.addListener = function (name, listener) {
    (this._listeners[name] = this._listeners[name] || []).push(listener);
    return this;
  };
  JitsiMeetExternalAPI.prototype.on = JitsiMeetExternalAPI.prototype.addListener;
  JitsiMeetExternalAPI.prototype.addEventListener = JitsiMeetExternalAPI.prototype.addListener;
  JitsiMeetExternalAPI.prototype.addEventListeners = function (listeners) {
    Object.keys(listeners).forEach((name) => {
      this.addListener(name, listeners[name]);
    });
  };
  JitsiMeetExternalAPI.prototype.removeListener = function (name, listener) {
    this._listeners[name] = (this._listeners[name] || []).filter(function (candidate) {
      return candidate !== listener;
    });
    return this;
  };
  JitsiMeetExternalAPI.prototype.off = JitsiMeetExternalAPI.prototype.removeListener;
  JitsiMeetExternalAPI.prototype.removeEventListener = JitsiMeetExternalAPI.prototype.removeListener;
  JitsiMeetExternalAPI.prototype.removeAllListeners = function () {
    this._listeners = {};
  };
  JitsiMeetExternalAPI.prototype.executeCommand = function (name) {
    var args = Array.prototype.slice.call(arguments, 1);
    if (!this._frame || !this._frame.contentWindow) return;
    this._frame.contentWindow.postMessage(
      {
        postis: true,
        scope: this._scope,
        method: 'message',
        params: { type: 'command', name: COMMANDS[name] || name, data: args },
      },
      this._origin,
    );
  };
  JitsiMeetExternalAPI.prototype.executeCommands = function (commands) {
    Object.keys(commands).forEach((name) => {
      this.executeCommand.apply(this, [name].concat(commands[name]));
    });
  };
  JitsiMeetExternalAPI.prototype.getIFrame = function () {
    return this._frame;
  };
  JitsiMeetExternalAPI.prototype.getParticipantsInfo = function () {
    var participants = this._participants;
    return Object.keys(participants).map(function (id) {
      return participants[id];
    });
  };
  JitsiMeetExternalAPI.prototype.getNumberOfParticipants = function () {
    return Object.keys(this._participants).length;
  };
  JitsiMeetExternalAPI.prototype.dispose = function () {
    this._emit('_willDispose', {});
    window.removeEventListener('message', this._onMessage);
    if (this._frame) {
      this.executeCommand('hangup');
      if (this._frame.parentNode) this._frame.parentNode.removeChild(this._frame);
    }
    this._frame = null;
    this._listeners = {};
  };

  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
