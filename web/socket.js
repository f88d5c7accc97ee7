// socket.js — a WebSocket that reconnects with backoff and reports its state.
// Test hook: when localStorage 'ludoteca.recordFrames' is '1', every raw
// frame received is appended to window.__frames (read by the browser tests
// to prove that no hidden information reaches a seat).

function recording() {
  try { return localStorage.getItem('ludoteca.recordFrames') === '1'; } catch { return false; }
}

/**
 * openSocket(url, {onMessage(obj), onState('connecting'|'open'|'closed')})
 * → {send(obj), close()}. Reconnects after 0.5 s, 1 s, 2 s … up to 10 s, or
 * after the delay a stopping server's `{"type": "closing"}` message asks.
 */
export function openSocket(url, { onMessage, onState }) {
  let ws = null;
  let closed = false;
  let delay = 500;
  let timer = null;
  let ping = null;
  const record = recording();
  if (record && !window.__frames) window.__frames = [];

  function connect() {
    onState && onState(ws ? 'reconnecting' : 'connecting');
    const sock = new WebSocket(url);
    ws = sock;
    sock.onopen = () => {
      delay = 500;
      onState && onState('open');
      ping = setInterval(() => { try { sock.send('{"type":"ping"}'); } catch { /* ignore */ } }, 25000);
    };
    sock.onmessage = (ev) => {
      if (record) window.__frames.push(String(ev.data));
      let msg;
      try { msg = JSON.parse(ev.data); } catch { return; }
      // The server is stopping: it says when to come back (to it, or to
      // another server behind the same address), then closes with 1012.
      if (msg && msg.type === 'closing') {
        const hint = Number(msg.reconnect_ms);
        if (Number.isFinite(hint) && hint > 0) delay = Math.min(hint, 10000);
        return;
      }
      onMessage(msg);
    };
    sock.onclose = () => {
      clearInterval(ping);
      if (closed) return;
      onState && onState('reconnecting');
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 10000);
    };
    sock.onerror = () => { /* onclose follows */ };
  }
  connect();

  return {
    send(obj) {
      if (ws && ws.readyState === WebSocket.OPEN) { ws.send(JSON.stringify(obj)); return true; }
      return false;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(ping);
      if (ws) ws.close();
    },
  };
}
