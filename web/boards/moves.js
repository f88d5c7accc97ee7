// boards/moves.js — the moves of a view as data. Beside its notation every
// move carries its family's fields: the legal moves' in the view's
// `legal_data` (one per move of `legal_moves`), a played move's in its
// `data` (each entry of `history`, and of a replay's moves), a hint's in
// `good_data`. A board finds the move it sends by the fields of what was
// clicked (the legal move whose fields match, its notation sent as the
// server reads it) and says a move from its fields: no board reads a
// move's or a position's text.

/** The legal moves of `view` with their data: [{move, data}] ({} where the family gives none). */
export function legalMoves(view) {
  const v = view || {};
  const data = Array.isArray(v.legal_data) ? v.legal_data : [];
  return (v.legal_moves || []).map((move, i) => ({ move, data: data[i] && typeof data[i] === 'object' ? data[i] : {} }));
}

/** One key for a tuple of field values (a square and a number, a piece and a square…). */
export function fieldKey(...values) {
  return JSON.stringify(values);
}

/** The legal moves of `view` (none when `canMove` is false) by the values
 *  of their `fields`: a Map from fieldKey(...values) to the move's notation. */
export function movesBy(view, canMove, ...fields) {
  const out = new Map();
  if (!canMove) return out;
  for (const { move, data } of legalMoves(view)) out.set(fieldKey(...fields.map((f) => data[f])), move);
  return out;
}

/** The data of move `mv`: the played move's own (`played.data`), else the
 *  data of the legal move written so in `view`; null when none is known. */
export function moveData(view, mv, played) {
  if (played && played.data && typeof played.data === 'object') return played.data;
  if (played) return null;
  const hit = legalMoves(view).find((m) => m.move === String(mv));
  return hit && Object.keys(hit.data).length ? hit.data : null;
}
