// The site's warm palette (src/web/styles.css): cream and malt by day, deep stout at night, copper accent.
export const STYLES = `
:host { display: block; }
.cb {
  --bg: oklch(0.975 0.014 85); --fg: oklch(0.24 0.03 55); --card: oklch(0.993 0.008 85);
  --primary: oklch(0.5 0.14 50); --primary-fg: oklch(0.99 0.01 85); --primary-text: oklch(0.47 0.13 50);
  --muted: oklch(0.94 0.02 80); --muted-fg: oklch(0.47 0.03 60); --accent: oklch(0.92 0.05 78);
  --border: oklch(0.87 0.03 75); --input: oklch(0.85 0.03 75); --ring: oklch(0.66 0.15 60);
  --danger: oklch(0.5 0.2 27);
  color: var(--fg); font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif;
  color-scheme: light;
}
.cb.dark {
  --bg: oklch(0.17 0.015 50); --fg: oklch(0.93 0.02 80); --card: oklch(0.215 0.02 50);
  --primary: oklch(0.74 0.15 65); --primary-fg: oklch(0.18 0.02 50); --primary-text: oklch(0.78 0.14 65);
  --muted: oklch(0.25 0.02 50); --muted-fg: oklch(0.75 0.03 70); --accent: oklch(0.3 0.04 55);
  --border: oklch(0.32 0.025 50); --input: oklch(0.4 0.025 50); --ring: oklch(0.74 0.15 65);
  --danger: oklch(0.72 0.17 27);
  color-scheme: dark;
}
* { box-sizing: border-box; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.title, .step-title, .recs-title { font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Songti SC', 'Noto Serif CJK SC', serif; letter-spacing: -0.01em; }
.title { font-size: 1.6rem; margin: 0 0 .25rem; }
.intro { margin-bottom: 1rem; }
.muted, .hint { color: var(--muted-fg); }
.hint { font-size: .875rem; margin: .25rem 0 0; }
.layout { display: grid; gap: 1rem; }
@media (min-width: 860px) { .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; } .recs-panel { position: sticky; top: 5rem; } }
.panel { background: var(--card); border: 1px solid var(--border); border-radius: 1rem; padding: 1.25rem; box-shadow: 0 1px 2px rgb(0 0 0 / .05); }
.progress-text { margin: 0 0 .375rem; font-size: .8rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: var(--primary-text); }
.bar { height: .375rem; border-radius: 999px; background: var(--muted); overflow: hidden; }
.bar-fill { display: block; height: 100%; background: var(--primary); border-radius: inherit; transition: width .25s ease; }
.step { margin-top: 1.25rem; }
.step-title { font-size: 1.25rem; margin: 0; outline: none; }
.step-title:focus-visible { outline: 2px solid var(--ring); outline-offset: 4px; border-radius: .25rem; }
.group { border: 0; padding: 0; margin: 1rem 0 0; min-width: 0; }
.group-legend { font-weight: 600; padding: 0; margin-bottom: .5rem; }
.chips { display: flex; flex-wrap: wrap; gap: .5rem; }
.chip { display: inline-flex; align-items: center; gap: .5rem; padding: .5rem .85rem; border: 1px solid var(--input); border-radius: 999px; cursor: pointer; background: var(--bg); min-height: 44px; }
.chip:hover { background: var(--accent); }
.chip:has(input:checked) { border-color: var(--primary); background: color-mix(in oklch, var(--primary) 14%, var(--card)); font-weight: 600; }
.chip:has(input:focus-visible) { outline: 2px solid var(--ring); outline-offset: 2px; }
input[type=checkbox], input[type=range] { accent-color: var(--primary); }
input[type=checkbox] { width: 1.1rem; height: 1.1rem; margin: 0; }
.field { display: flex; flex-direction: column; gap: .35rem; margin-top: 1rem; }
label { font-weight: 600; }
input[type=text], input[type=email], input[type=tel], input[type=number], select, textarea {
  font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--input); border-radius: .6rem; padding: .6rem .75rem; width: 100%; min-height: 44px;
}
textarea { resize: vertical; }
input:focus-visible, select:focus-visible, textarea:focus-visible, .button:focus-visible, input[type=range]:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
[aria-invalid=true] { border-color: var(--danger); }
.slider-head { display: flex; justify-content: space-between; gap: 1rem; align-items: baseline; }
.slider-value { font-size: .875rem; color: var(--muted-fg); }
input[type=range] { width: 100%; min-height: 32px; }
.error, .form-error { color: var(--danger); font-size: .875rem; margin: .25rem 0 0; font-weight: 600; }
.form-error:empty { display: none; }
.nav { display: flex; justify-content: space-between; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
.button { font: inherit; font-weight: 600; border-radius: .6rem; padding: .65rem 1.25rem; min-height: 44px; cursor: pointer; border: 1px solid transparent; text-decoration: none; display: inline-flex; align-items: center; justify-content: center; }
.button.primary { background: var(--primary); color: var(--primary-fg); }
.button.primary:hover { filter: brightness(1.05); }
.button.secondary { background: transparent; color: var(--fg); border-color: var(--input); }
.button.secondary:hover { background: var(--accent); }
.button[disabled] { opacity: .6; cursor: progress; }
.recs-title { margin: 0 0 .75rem; font-size: 1.1rem; }
.rec-list[aria-busy=true] { opacity: .7; }
.recs { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; counter-reset: rec; }
.rec { border: 1px solid var(--border); border-radius: .75rem; padding: .85rem; background: var(--bg); }
.rec:first-child { border-color: var(--primary); }
.rec-head { display: flex; justify-content: space-between; gap: .5rem; align-items: baseline; }
.badge { font-size: .75rem; font-weight: 700; color: var(--primary-text); white-space: nowrap; }
.ranges { display: flex; gap: 1rem; margin: .25rem 0; font-size: .85rem; color: var(--muted-fg); }
.reasons { margin: .25rem 0 0; padding-left: 1.1rem; font-size: .875rem; }
.summary-title { margin: 1rem 0 .5rem; font-size: 1rem; }
.summary { white-space: pre-wrap; word-break: break-word; font: .9rem/1.6 ui-monospace, 'SFMono-Regular', Menlo, monospace; background: var(--muted); border-radius: .75rem; padding: 1rem; margin: 0; }
`;
