import { sarahWhitfield } from "../authors";
import type { SamplePost } from "../types";

export const dmaicWeldRepairs: SamplePost = {
  title: "DMAIC Case Study: Cutting Weld Repairs by Two-Thirds at a Vessel Shop",
  slug: "dmaic-case-study-cutting-weld-repairs-by-two-thirds-at-a-vessel-shop",
  excerpt:
    "A pressure vessel fabricator was losing a week of shop capacity every month to radiography repairs. This is how a five-month DMAIC project found the causes and brought the repair rate from 7.8% to 2.5%.",
  metaDescription:
    "A Lean Six Sigma DMAIC case study from a pressure vessel shop: how weld repairs fell from 7.8% to 2.5% through measurement, root cause analysis and control.",
  metaKeywords:
    "DMAIC, Six Sigma case study, weld repair rate, radiography rejects, Lean manufacturing, root cause analysis, control chart",
  featuredImageAlt:
    "Control chart drawn in amber on a navy grid, with a falling defect rate after an improvement point and five connected DMAIC phase markers above it",
  categorySlug: "quality-lean-six-sigma",
  tags: ["DMAIC", "Six Sigma", "Lean"],
  author: sarahWhitfield,
  schedule: { status: "published", daysAgo: 27, featured: true },
  viewCount: 1967,
  content: `
<p>Weld repairs are an expensive kind of defect. The weld has already been made, examined and found wanting; now it must be gouged out, re-welded, re-examined and, on some vessels, heat treated again. Each repair consumes welder time, radiography time and crane time, and it pushes a vessel back in the queue. This case study follows a DMAIC project at a fabricator of ASME Section VIII, Division 1 vessels in southern Ontario, a shop of about 140 people. The client's details are kept private; the numbers are theirs.</p>

<h2>Define: what problem, worth how much?</h2>
<p>The shop tracked its radiography results but had never added them up. When we did, the picture was clear: over the previous twelve months, 7.8% of radiographed welds had needed at least one repair. Repairs were consuming around 300 welder and fitter hours a month, plus re-examination, plus the schedule disruption that nobody had costed.</p>
<p>The project charter set a target of a repair rate below 3% within six months, measured as the percentage of radiographed welds (by count) requiring repair. The scope was longitudinal and circumferential butt welds on shells and heads, made by submerged arc welding (SAW) and flux-cored arc welding (FCAW). The team was small on purpose: the welding supervisor, the quality manager, two senior welders, the level II radiographic interpreter and a Green Belt from the planning office, with the operations manager as sponsor.</p>

<h2>Measure: can we trust the data?</h2>
<p>Before analysing defects, we had to know whether the defect calls themselves were consistent. Radiographic interpretation is a judgment, so we ran an attribute agreement study: 40 films, a mix of accepted and rejected, interpreted twice by each of the three people who read film, in random order and without seeing the original call. Agreement with the reference standard was 93%, and the disagreements clustered on rounded indications close to the acceptance limit. After a short calibration session using the code's acceptance charts, a repeat study reached 98%. Only then did we trust a year of data enough to analyse it.</p>
<p>We also found that repair records named the defect type but not the welder, the position, the welding process or the material thickness. For the rest of the project, every radiographed weld was logged with those factors, giving us a clean baseline of 410 welds over eight weeks.</p>

<h2>Analyse: where do the repairs come from?</h2>
<table>
  <caption>Defect types found in repaired welds during the baseline period</caption>
  <thead>
    <tr><th scope="col">Defect type</th><th scope="col">Share of repairs</th><th scope="col">Process most affected</th></tr>
  </thead>
  <tbody>
    <tr><td>Porosity</td><td>42%</td><td>SAW, circumferential seams</td></tr>
    <tr><td>Lack of fusion</td><td>27%</td><td>FCAW root and hot passes</td></tr>
    <tr><td>Slag inclusions</td><td>18%</td><td>SAW, multi-pass thick sections</td></tr>
    <tr><td>Cracks, undercut and other</td><td>13%</td><td>Mixed</td></tr>
  </tbody>
</table>
<p>A Pareto chart said porosity first. Stratifying by time was more revealing: porosity repairs more than doubled on days with high humidity and on welds made near the bay doors. A fishbone session with the welders pointed at two suspects, moisture picked up by the SAW flux and shielding disturbed by drafts, and we tested both.</p>
<ul>
  <li><strong>Flux handling.</strong> Flux was dried, but the recycling hopper fed partly cooled, reclaimed flux back to the machine, and the holding oven was often left open. Moisture measurements confirmed the suspicion.</li>
  <li><strong>Drafts.</strong> Circumferential seams were welded on rotators beside a door that stayed open for forklift traffic. On windy days the FCAW gas shield was visibly disturbed.</li>
  <li><strong>Fit-up.</strong> Lack of fusion correlated with root gaps outside the welding procedure's range, which fitters measured by eye.</li>
  <li><strong>Interpass cleaning.</strong> Slag inclusions concentrated in thick sections where interpass cleaning was rushed to meet the shift target.</li>
</ul>
<p>A logistic regression on the baseline data confirmed humidity, location and thickness as significant factors for porosity, and root gap for lack of fusion. Welder identity was not significant once these were accounted for, which mattered to a team that had expected the project to blame individuals.</p>

<h2>Improve: fix the process, not the people</h2>
<ol>
  <li>Flux management was rebuilt: closed heated hoppers on the SAW machines, a flux oven with a door alarm, a limit on reclaimed flux with a sieve for fines, and a logged check at the start of each shift.</li>
  <li>The rotators were moved away from the door and portable screens were added around welding stations.</li>
  <li>Fitters were given go/no-go gauges for root gap and bevel angle, and fit-up was signed off before welding began.</li>
  <li>Interpass cleaning time was built into the standard work for thick sections, and the shift target was adjusted to match.</li>
  <li>Welding parameters were displayed at each station as a visual standard, with the limits from the qualified procedure.</li>
</ol>
<p>We piloted the changes on one SAW station and one FCAW station for four weeks before rolling them out to the whole bay.</p>

<h2>Control: keep the gains</h2>
<p>The repair rate is now plotted weekly on a p-chart at the welding supervisor's desk, with rules for what to do when a point falls outside the limits. Flux and fit-up checks are part of a layered process audit: supervisors check daily, managers weekly. The welding procedure documents and training records were updated so that the new methods survive staff turnover.</p>

<h2>Results</h2>
<table>
  <caption>Before and after the project</caption>
  <thead>
    <tr><th scope="col">Measure</th><th scope="col">Baseline</th><th scope="col">Six months after</th></tr>
  </thead>
  <tbody>
    <tr><td>Welds needing repair</td><td>7.8%</td><td>2.5%</td></tr>
    <tr><td>Repair hours per month</td><td>about 300</td><td>about 95</td></tr>
    <tr><td>Vessels shipped late because of repairs</td><td>5 in 6 months</td><td>1 in 6 months</td></tr>
  </tbody>
</table>
<blockquote>
  <p>The welders knew about the door and the flux long before we arrived. What the project added was data strong enough to justify fixing them.</p>
</blockquote>

<h2>What made it work</h2>
<ul>
  <li>Checking the measurement system first, so arguments about the data ended early.</li>
  <li>Welders on the team from the first day, not consulted at the end.</li>
  <li>A sponsor who funded the hoppers and moved the rotators within weeks.</li>
  <li>Simple controls that live on the shop floor rather than in a report.</li>
</ul>
<p>DMAIC is not reserved for large corporations. A focused project with a small team and good data can pay for itself within months. If rework is eating your capacity, <a href="/contact">talk to us</a> about our <a href="/services">quality management services</a>, from a one-day assessment to coaching your own Green Belts through their first project.</p>
`,
};
