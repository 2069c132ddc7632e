// Which of a board's targets a lesson marks as its goal: display only, read from the lesson's
// right moves as data. An action target (data-action) is a goal when it sends one of them; a
// selection (data-select) names the fields it picks in data-fields, and is a goal when a right
// move's data has all of them. Nothing here reads notation.
import type { LegalAction } from "../types";

/** Some of an action's data fields, as a selection picks them ({kind, ...}). */
export type Fields = Record<string, unknown>;

/** The attribute a selection target carries: the field sets it picks (any one may match). */
export function selects(...alternatives: Fields[]): { "data-fields": string } {
  return { "data-fields": JSON.stringify(alternatives) };
}

/** Whether `data` holds every one of `fields` (arrays such as cells compared by value). */
export function hasFields(data: unknown, fields: Fields): boolean {
  if (typeof data !== "object" || data === null) return false;
  const record = data as Record<string, unknown>;
  return Object.entries(fields).every(([k, v]) => k in record && JSON.stringify(record[k]) === JSON.stringify(v));
}

/** A board target as the marks see it: the move it sends, or the field sets it picks. */
export type Target = { action: string } | { fields: Fields[] };

/** Whether a target leads towards one of the `goals` (the step's right moves). */
export function leadsToGoal(target: Target, goals: LegalAction[]): boolean {
  if ("action" in target) return goals.some((goal) => goal.action === target.action);
  return target.fields.some((fields) => goals.some((goal) => hasFields(goal.data, fields)));
}

function fieldsOf(el: Element): Fields[] {
  try {
    const parsed: unknown = JSON.parse(el.getAttribute("data-fields") ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((f): f is Fields => typeof f === "object" && f !== null) : [];
  } catch {
    return [];
  }
}

/** Mark (class "goal") every target inside `root` that leads towards a goal; unmark the rest. */
export function markGoals(root: Element, goals: LegalAction[]): void {
  for (const el of root.querySelectorAll("[data-action], [data-select]")) {
    const action = el.getAttribute("data-action");
    const on = action !== null ? leadsToGoal({ action }, goals) : leadsToGoal({ fields: fieldsOf(el) }, goals);
    el.classList.toggle("goal", on);
  }
}

function inView(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
}

/** Bring a goal into the window when none is in it (the least scroll that shows the first). */
export function showGoal(root: Element): void {
  const goals = [...root.querySelectorAll(".goal")].filter((el) => el.getClientRects().length > 0);
  if (goals.length === 0 || goals.some(inView)) return;
  goals[0].scrollIntoView({ block: "nearest", inline: "nearest" });
  // a little room past the edge, so the goal is wholly in sight and not cut by a pixel
  const r = goals[0].getBoundingClientRect();
  if (r.bottom > window.innerHeight - EDGE) window.scrollBy(0, r.bottom - window.innerHeight + EDGE);
  else if (r.top < EDGE) window.scrollBy(0, r.top - EDGE);
}

const EDGE = 12; // pixels between a goal brought into view and the window's edge
