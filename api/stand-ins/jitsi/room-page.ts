// The room page the stand-in's external API frames: who is in the room and with which role, the lobby for
// the moderator to let people in, a leave button, and the external API's events posted to the embedding page.
// Texts in the four interface languages the platform asks for (`lang`: uk, pl, ro, en-US).
type Texts = Record<
  | 'title'
  | 'inRoom'
  | 'you'
  | 'moderator'
  | 'participant'
  | 'waiting'
  | 'letIn'
  | 'leave'
  | 'lobby'
  | 'refused'
  | 'left',
  string
>;

const TEXTS: Record<'en' | 'uk' | 'pl' | 'ro', Texts> = {
  en: {
    title: 'Video call',
    inRoom: 'In the room',
    you: 'you',
    moderator: 'moderator',
    participant: 'participant',
    waiting: 'Waiting to be let in',
    letIn: 'Let in',
    leave: 'Leave',
    lobby: 'The therapist will let you in shortly. Please stay on this page.',
    refused: 'This link cannot open the call',
    left: 'You have left the call.',
  },
  uk: {
    title: 'Відеозустріч',
    inRoom: 'У кімнаті',
    you: 'ви',
    moderator: 'модератор',
    participant: 'учасник',
    waiting: 'Чекають на вхід',
    letIn: 'Впустити',
    leave: 'Вийти',
    lobby: 'Терапевт невдовзі впустить вас. Будь ласка, залишайтеся на цій сторінці.',
    refused: 'Це посилання не відкриває зустріч',
    left: 'Ви вийшли із зустрічі.',
  },
  pl: {
    title: 'Rozmowa wideo',
    inRoom: 'W pokoju',
    you: 'ty',
    moderator: 'moderator',
    participant: 'uczestnik',
    waiting: 'Czekają na wejście',
    letIn: 'Wpuść',
    leave: 'Wyjdź',
    lobby: 'Terapeuta za chwilę cię wpuści. Zostań, proszę, na tej stronie.',
    refused: 'Ten link nie otwiera rozmowy',
    left: 'Opuszczono rozmowę.',
  },
  ro: {
    title: 'Apel video',
    inRoom: 'În cameră',
    you: 'tu',
    moderator: 'moderator',
    participant: 'participant',
    waiting: 'Așteaptă să intre',
    letIn: 'Primește',
    leave: 'Ieși',
    lobby: 'Terapeutul te va primi în curând. Te rugăm să rămâi pe această pagină.',
    refused: 'Acest link nu deschide apelul',
    left: 'Ai ieșit din apel.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; background: #1d2430; color: #f4f6f8; display: flex; flex-direction: column; }
  header { padding: 12px 16px; font-weight: 600; }
  main { flex: 1; padding: 0 16px 16px; }
  ul { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; }
  li { background: #2c3646; border-radius: 8px; padding: 16px; }
  .role { display: block; font-size: 0.85em; color: #c5d0dc; margin-top: 4px; }
  button { font: inherit; border: 0; border-radius: 6px; padding: 8px 14px; cursor: pointer; }
  .leave { background: #c62e2e; color: #fff; }
  .admit { background: #3c8d5a; color: #fff; margin-top: 8px; }
  footer { padding: 12px 16px; display: flex; justify-content: center; }
`;

export function refusedPage(reason: string): string {
  // The language arrives in the URL fragment, which the server never sees: the script picks the texts.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${TEXTS.en.title}</title><style>${STYLE}</style></head>
<body><main><h1 id="refused">${TEXTS.en.refused}</h1><p data-reason="${escapeHtml(reason)}">${escapeHtml(reason)}</p></main>
<script>
(function () {
  var texts = ${scriptJson(TEXTS)};
  var params = new URLSearchParams(location.hash.slice(1));
  var lang = JSON.parse(params.get('lang') || '"en"').slice(0, 2);
  var t = texts[lang] || texts.en;
  document.documentElement.lang = texts[lang] ? lang : 'en';
  document.title = t.title;
  document.getElementById('refused').textContent = t.refused;
  var scope = 'jitsi_meet_external_api_' + params.get('jitsi_meet_external_api_id');
  if (parent !== window) {
    parent.postMessage({ postis: true, scope: scope, method: 'message', params: { type: 'event', name: 'error-occurred',
      error: { name: 'conference.connectionError.notAllowed', message: ${scriptJson(reason)}, isFatal: true } } }, '*');
  }
})();
</script></body></html>`;
}

export function roomPage(input: { room: string; jwt: string }): string {
  const texts = TEXTS.en;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${texts.title}</title><style>${STYLE}</style></head>
<body>
<header id="title">${texts.title}</header>
<main>
  <p id="lobby-note" hidden></p>
  <section aria-labelledby="in-room"><h2 id="in-room"></h2><ul id="participants"></ul></section>
  <section id="waiting-section" aria-labelledby="waiting" hidden><h2 id="waiting"></h2><ul id="waiting-list"></ul></section>
  <p id="left-note" hidden></p>
</main>
<footer><button type="button" class="leave" id="leave"></button></footer>
<script>
(function () {
  'use strict';
  var TEXTS = ${scriptJson(TEXTS)};
  var ROOM = ${scriptJson(input.room)};
  var JWT = ${scriptJson(input.jwt)};
  var params = new URLSearchParams(location.hash.slice(1));
  var read = function (key) { try { return JSON.parse(params.get(key)); } catch (e) { return params.get(key); } };
  var options = {};
  params.forEach(function (value, key) { if (key !== 'jitsi_meet_external_api_id') options[key] = read(key); });
  var lang = String(read('lang') || 'en').slice(0, 2).toLowerCase();
  var t = TEXTS[lang] || TEXTS.en;
  document.documentElement.lang = TEXTS[lang] ? lang : 'en';
  document.title = t.title;
  document.getElementById('title').textContent = t.title;
  document.getElementById('in-room').textContent = t.inRoom;
  document.getElementById('waiting').textContent = t.waiting;
  document.getElementById('leave').textContent = t.leave;
  var scope = 'jitsi_meet_external_api_' + params.get('jitsi_meet_external_api_id');
  var send = function (name, data) {
    if (parent === window) return;
    parent.postMessage({ postis: true, scope: scope, method: 'message', params: Object.assign({ type: 'event', name: name }, data || {}) }, '*');
  };
  var base = '/rooms/' + encodeURIComponent(ROOM);
  var post = function (path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.assign({ jwt: JWT }, body || {})) })
      .then(function (r) { return r.json(); });
  };
  var me = null, joined = false, known = {}, knocking = {}, timer = null, gone = false;

  function tile(member) {
    var li = document.createElement('li');
    li.setAttribute('data-participant', member.id);
    li.setAttribute('data-role', member.role);
    var name = document.createElement('strong');
    name.textContent = member.name + (me && member.id === me.id ? ' (' + t.you + ')' : '');
    var role = document.createElement('span');
    role.className = 'role';
    role.textContent = member.role === 'moderator' ? t.moderator : t.participant;
    li.appendChild(name);
    li.appendChild(role);
    return li;
  }

  function render(state) {
    var list = document.getElementById('participants');
    list.replaceChildren.apply(list, state.participants.map(tile));
    var moderator = me && me.role === 'moderator';
    var section = document.getElementById('waiting-section');
    section.hidden = !moderator || state.waiting.length === 0;
    var waiting = document.getElementById('waiting-list');
    waiting.replaceChildren.apply(waiting, state.waiting.map(function (member) {
      var li = tile(member);
      var admit = document.createElement('button');
      admit.type = 'button';
      admit.className = 'admit';
      admit.textContent = t.letIn;
      admit.setAttribute('aria-label', t.letIn + ': ' + member.name);
      admit.addEventListener('click', function () { post('/admit', { id: member.id }).then(tick); });
      li.appendChild(admit);
      return li;
    }));
  }

  function apply(answer) {
    if (!answer || !answer.member) return stop();
    me = answer.member;
    var inRoom = me.status === 'in';
    document.getElementById('lobby-note').hidden = inRoom;
    document.getElementById('lobby-note').textContent = t.lobby;
    if (inRoom && !joined) {
      joined = true;
      send('video-conference-joined', { roomName: ROOM, id: me.id, displayName: me.name, role: me.role });
    }
    var state = answer.state;
    if (joined) {
      var present = {};
      state.participants.forEach(function (member) {
        present[member.id] = true;
        if (member.id !== me.id && !known[member.id]) send('participant-joined', { id: member.id, displayName: member.name, role: member.role });
      });
      Object.keys(known).forEach(function (id) { if (!present[id]) send('participant-left', { id: id }); });
      known = present;
      delete known[me.id];
    }
    if (me.role === 'moderator') {
      state.waiting.forEach(function (member) {
        if (!knocking[member.id]) send('knocking-participant', { participant: { id: member.id, name: member.name } });
      });
      knocking = {};
      state.waiting.forEach(function (member) { knocking[member.id] = true; });
    }
    render(state);
  }

  function tick() {
    if (gone || !me) return Promise.resolve();
    return post('/members/' + encodeURIComponent(me.id) + '/heartbeat').then(apply, function () {});
  }

  function stop() {
    gone = true;
    if (timer) clearInterval(timer);
  }

  function leave() {
    if (gone) return;
    var id = me && me.id;
    stop();
    var done = function () {
      document.getElementById('left-note').hidden = false;
      document.getElementById('left-note').textContent = t.left;
      send('video-conference-left', { roomName: ROOM });
      send('ready-to-close', {});
    };
    if (id) post('/members/' + encodeURIComponent(id) + '/leave').then(done, done); else done();
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || data.postis !== true || data.scope !== scope || !data.params || data.params.type !== 'command') return;
    var args = data.params.data || [];
    if (data.params.name === 'video-hangup') leave();
    if (data.params.name === 'toggle-lobby') post('/lobby', { enabled: Boolean(args[0]) }).then(function (answer) {
      if (answer && typeof answer.lobby === 'boolean') send('lobby-toggled', { enabled: answer.lobby });
      return tick();
    });
    if (data.params.name === 'answer-knocking-participant' && args[1]) post('/admit', { id: String(args[0]) }).then(tick);
  });
  window.addEventListener('pagehide', function () {
    if (!gone && me) navigator.sendBeacon(base + '/members/' + encodeURIComponent(me.id) + '/leave', new Blob([JSON.stringify({ jwt: JWT })], { type: 'application/json' }));
  });
  document.getElementById('leave').addEventListener('click', leave);

  post('/members', { options: options }).then(function (answer) {
    if (answer && answer.error) {
      send('error-occurred', { error: { name: 'conference.connectionError.notAllowed', message: answer.error, isFatal: true } });
      return;
    }
    apply(answer);
    timer = setInterval(tick, 1000);
  });
})();
</script>
</body></html>`;
}
