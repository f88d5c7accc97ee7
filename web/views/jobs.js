// views/jobs.js — a background job of the analysis pages (POST /api/jobs)
// run to its end: its progress pushed over /api/jobs/{id}/ws (polled when
// the socket fails), cancelled by DELETE /api/jobs/{id}, and the progress
// bar, the stage line and the cancel button that show it.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import * as api from '../api.js';
import { openSocket } from '../socket.js';

/** A job runner with its own progress bar (`#job-progress`), stage line
 *  (`#job-stage`) and cancel button (`#job-cancel`). */
export function jobRunner() {
  const progress = h('progress', { id: 'job-progress', max: 1, value: 0, hidden: true, 'aria-label': t('analyse.progress') });
  const stage = h('p', { class: 'muted', id: 'job-stage', 'aria-live': 'polite' });
  const cancelBtn = h('button', { type: 'button', class: 'secondary', hidden: true, id: 'job-cancel' }, t('analyse.cancel'));
  let running = null;
  cancelBtn.addEventListener('click', () => { if (running) api.cancelJob(running.jobId).catch(() => {}); });

  /** Runs `spec` to its end; resolves with the final job object. */
  function run(spec) {
    if (running) running.close();
    progress.hidden = false; progress.removeAttribute('value'); cancelBtn.hidden = false;
    stage.textContent = t('loading');
    const done = () => { progress.hidden = true; cancelBtn.hidden = true; };
    let mine = null;
    const shown = (j) => {
      const p = j.progress || {};
      if (p.total) {
        progress.max = p.total; progress.value = p.done || 0;
        stage.textContent = t('an.progress', { pct: Math.floor((100 * (p.done || 0)) / p.total) });
      }
    };
    return followJob(spec, { onUpdate: shown, onStart: (handle) => { running = mine = handle; } })
      .finally(() => { if (running === mine) running = null; done(); });
  }

  return {
    progress, stage, cancelBtn, run,
    /** Stops listening (the page is left; the job itself goes on). */
    close() { if (running) running.close(); },
  };
}

/** Starts the job `spec` and follows it to its end: `onUpdate(job)` at every
 *  message (pushed over its socket, polled while the socket reconnects),
 *  `onStart({jobId, close})` once it exists; resolves with the final job
 *  object (done, failed or cancelled). */
export function followJob(spec, { onUpdate, onStart } = {}) {
  return new Promise((resolve, reject) => {
    api.startJob(spec).then(({ id: jobId }) => {
      let settled = false; let poll = null;
      const handle = { jobId, close: () => { clearInterval(poll); sock.close(); } };
      const finish = (j) => {
        if (settled) return; settled = true;
        handle.close();
        resolve(j);
      };
      const update = (j) => {
        if (!j || typeof j !== 'object') return;
        if (onUpdate) onUpdate(j);
        if (j.state && j.state !== 'running') finish(j);
      };
      const sock = openSocket(api.wsUrl(`/api/jobs/${encodeURIComponent(jobId)}/ws`), {
        onMessage: update,
        onState: (s) => {
          if (s === 'reconnecting' && !poll) poll = setInterval(() => api.job(jobId).then(update).catch(() => {}), 700);
        },
      });
      if (onStart) onStart(handle);
      api.job(jobId).then(update).catch(() => {});
    }, reject);
  });
}
