import { arjunMehta } from "../authors";
import type { SamplePost } from "../types";

export const energyAuditsAshraeLevels: SamplePost = {
  title: "Energy Audits Explained: ASHRAE Level 1, 2 and 3",
  slug: "energy-audits-explained-ashrae-level-1-2-and-3",
  excerpt:
    "An energy audit can mean a two-hour walk-through or a three-month metering campaign. Knowing what each ASHRAE level delivers helps you buy the study your decision actually needs.",
  metaDescription:
    "What ASHRAE Level 1, 2 and 3 energy audits include, what they cost in time, how accurate they are, and which one to choose for a plant or building.",
  metaKeywords:
    "energy audit, ASHRAE Level 1, ASHRAE Level 2, ASHRAE Level 3, ASHRAE Standard 211, industrial energy efficiency, compressed air leaks",
  featuredImageAlt:
    "Blueprint outline of an industrial building with a rooftop unit, a large energy meter dial and an amber bar chart of falling energy use",
  categorySlug: "sustainability-energy",
  tags: ["Energy Audit", "ASHRAE", "LEED"],
  author: arjunMehta,
  schedule: { status: "published", daysAgo: 58 },
  viewCount: 1389,
  content: `
<p>"We need an energy audit" is one of the most common requests we receive, and one of the least specific. For one client it means a quick look for easy savings before budget season. For another it means a bankable savings estimate for a two-million-dollar chiller replacement. Both are legitimate energy audits; they differ by an order of magnitude in effort and cost. ASHRAE's audit levels give owners and engineers a shared vocabulary for the difference.</p>

<h2>Where the levels come from</h2>
<p><a href="https://www.ashrae.org/" rel="noopener noreferrer" target="_blank">ASHRAE</a>, the heating, ventilation and refrigeration engineering society, has described three levels of commercial building energy audit for decades. Its Standard 211 now sets out the minimum content of each level. The levels were written for buildings, but the same structure works well for industrial plants, where process loads such as compressed air, steam, refrigeration and motors usually dominate. For industrial sites, ISO 50002 describes a compatible approach.</p>

<h2>Before Level 1: the utility bill analysis</h2>
<p>Every good audit starts at a desk. Twelve to thirty-six months of electricity, gas and water bills, plotted against weather and production, reveal a lot: the base load that never switches off, how strongly consumption tracks heating and cooling degree-days, demand peaks that set the electricity bill, and how the site's energy use intensity compares with similar facilities. Standard 211 calls this the preliminary energy-use analysis. It costs little and often redirects the rest of the study.</p>

<h2>Level 1: walk-through survey</h2>
<p>A Level 1 audit is a short site visit, typically a day, by an experienced auditor who talks to operators, looks at the major systems and identifies obvious opportunities. The report lists no-cost and low-cost measures with rough savings, and flags capital measures worth studying further. It is a screening tool, not an investment case.</p>
<p>Typical Level 1 findings in a plant include air compressors running through weekends to feed leaks, lighting left on in unoccupied areas, dock doors open next to heated space, and boilers cycling at low fire all summer.</p>

<h2>Level 2: energy survey and analysis</h2>
<p>Level 2 is where most decisions are made. The auditor breaks total consumption into end uses, checks the breakdown against the bills, and develops each measure with an engineering calculation of savings, a cost estimate and a simple payback. Short-term data logging on key equipment (compressor power, motor loads, space temperatures) replaces assumptions with measurements. Interactions between measures are accounted for, so savings are not counted twice.</p>
<p>A Level 2 report should be good enough to approve low- and medium-cost measures directly and to decide which large projects deserve detailed design. Utility and provincial incentive programs, such as Ontario's Save on Energy, typically ask for engineering calculations of this kind to support an application.</p>

<h2>Level 3: detailed analysis of capital-intensive measures</h2>
<p>Level 3 focuses on a few large measures, such as a new central plant, heat recovery on a process, or a fuel switch, and analyses them to investment grade. That usually means weeks or months of metering, a calibrated energy model or process simulation, contractor pricing, and a risk assessment of the savings. It is what lenders, energy service companies and boards expect before committing significant capital.</p>

<h2>The levels side by side</h2>
<table>
  <caption>What each audit level typically involves</caption>
  <thead>
    <tr><th scope="col">Level</th><th scope="col">Site effort</th><th scope="col">Deliverable</th><th scope="col">Best used for</th></tr>
  </thead>
  <tbody>
    <tr><td>Preliminary analysis</td><td>None; bills and drawings</td><td>Benchmark, load profile, priorities</td><td>Deciding whether and where to look</td></tr>
    <tr><td>Level 1</td><td>About a day</td><td>Quick wins and a list of candidate projects</td><td>Screening, budgeting, portfolios</td></tr>
    <tr><td>Level 2</td><td>Several days plus logging</td><td>End-use breakdown, costed measures, paybacks</td><td>Approving most projects, incentive applications</td></tr>
    <tr><td>Level 3</td><td>Weeks to months of metering</td><td>Investment-grade analysis of major measures</td><td>Large capital decisions, financing</td></tr>
  </tbody>
</table>

<h2>What we find most often in plants</h2>
<ul>
  <li><strong>Compressed air.</strong> It is one of the most expensive forms of energy in a plant, and leaks commonly waste a fifth or more of compressor output. A leak survey with an ultrasonic detector, followed by repairs and better compressor controls, often pays back in months.</li>
  <li><strong>Variable speed on fans and pumps.</strong> Because power varies roughly with the cube of speed, running a fan at 80% speed needs only about half the power. Throttled dampers and valves are a sign of easy savings.</li>
  <li><strong>Steam systems.</strong> Failed steam traps, uninsulated valves and flanges, and condensate sent to drain are common and cheap to fix.</li>
  <li><strong>Heat recovery.</strong> Most of the electrical input to an air compressor ends up as heat, which can warm a warehouse or preheat boiler feedwater.</li>
  <li><strong>Controls and schedules.</strong> Equipment that runs when nothing is being produced shows up immediately in interval data.</li>
</ul>
<blockquote>
  <p>The cheapest kilowatt-hour is the one a machine uses while nothing is being made. Look at nights and weekends first.</p>
</blockquote>

<h2>Choosing the right level</h2>
<p>Match the study to the decision. If you do not yet know where your energy goes, start with the bill analysis and a Level 1. If you have a budget to spend and want the best list of projects, commission a Level 2. If a single large project will consume most of that budget, or outside financing is involved, invest in Level 3 for that project alone. Many of our clients follow exactly that sequence over two or three years.</p>
<p>Energy audits also feed directly into green building certification; our article on <a href="/blog/the-leed-certification-path-for-industrial-and-commercial-buildings">the LEED certification path</a> explains how. To scope an audit for your site, <a href="/contact">contact our green consulting team</a>.</p>
`,
};
