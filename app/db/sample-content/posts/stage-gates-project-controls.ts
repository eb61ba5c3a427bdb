import { elenaVasquez } from "../authors";
import type { SamplePost } from "../types";

export const stageGatesProjectControls: SamplePost = {
  title: "Stage Gates and Project Controls for Plant Capital Projects",
  slug: "stage-gates-and-project-controls-for-plant-capital-projects",
  excerpt:
    "Most capital project overruns are baked in before construction starts. A stage-gate process and a lean set of project controls give plant owners the chance to catch them while they can still be fixed.",
  metaDescription:
    "How plant owners use stage gates, AACE estimate classes, earned value and change control to keep capital projects on budget and on schedule.",
  metaKeywords:
    "stage-gate, capital projects, project controls, AACE estimate classes, earned value, CPI, SPI, change control, front-end loading",
  featuredImageAlt:
    "Blueprint-style Gantt chart with task bars, amber diamond-shaped gate milestones and an S-curve of planned versus actual progress",
  categorySlug: "project-management",
  tags: ["Project Controls", "Stage-Gate"],
  author: elenaVasquez,
  schedule: { status: "published", daysAgo: 198 },
  viewCount: 987,
  content: `
<p>A new production line, a warehouse extension, a boiler replacement: for a plant, capital projects are occasional, large and risky. The people running them are often plant engineers with a day job, working with contractors who have done it many times before. The results are familiar. Budgets approved on an early guess, scope that grows during detailed design, and a schedule that quietly slips until commissioning collides with a customer commitment. A stage-gate process and a small, disciplined set of project controls address most of these failures, and neither needs to be bureaucratic.</p>

<h2>Why the front end matters most</h2>
<p>The ability to influence a project's cost is greatest at the start and falls rapidly once detailed design begins, while the cost of making a change rises just as fast. Industry studies of process and manufacturing projects have long shown that projects with thorough front-end planning finish closer to budget and schedule than those that rush into execution. A stage-gate process exists to make sure that planning actually happens, and that someone with authority looks at it before money is committed.</p>

<h2>A practical gate structure</h2>
<p>Names vary between companies, but most owners use some version of five phases separated by gates:</p>
<ol>
  <li><strong>Identify.</strong> Define the business need and the options: new line, upgrade, outsource, do nothing. Gate 1 asks whether the opportunity is worth studying.</li>
  <li><strong>Select.</strong> Develop the leading options far enough to compare them on cost, risk and value, and choose one. Gate 2 asks whether we have picked the right option.</li>
  <li><strong>Define.</strong> Complete front-end engineering: process design, layouts, equipment lists, a control budget estimate, a resourced schedule and an execution plan. Gate 3 is the full funding decision.</li>
  <li><strong>Execute.</strong> Detailed design, procurement, construction and commissioning, controlled against the approved baseline.</li>
  <li><strong>Operate and close.</strong> Handover, performance testing, close-out and lessons learned. The final gate confirms the project delivered what the business case promised.</li>
</ol>
<p>For a small project, the first three phases may take weeks, and a gate may be a one-hour meeting with a one-page summary. The point is not the paperwork but the decision: continue, recycle with more work, or stop.</p>

<h2>Match the estimate to the gate</h2>
<p>An estimate's accuracy depends on how much of the project has been defined. The AACE International classification for the process industries expresses this as five classes. The ranges below are typical; actual ranges depend on the technology and the project's complexity.</p>
<table>
  <caption>AACE estimate classes and typical accuracy ranges</caption>
  <thead>
    <tr><th scope="col">Class</th><th scope="col">Project definition</th><th scope="col">Typical use</th><th scope="col">Typical accuracy</th></tr>
  </thead>
  <tbody>
    <tr><td>Class 5</td><td>0 to 2%</td><td>Concept screening</td><td>-20% to -50% / +30% to +100%</td></tr>
    <tr><td>Class 4</td><td>1 to 15%</td><td>Study or feasibility</td><td>-15% to -30% / +20% to +50%</td></tr>
    <tr><td>Class 3</td><td>10 to 40%</td><td>Budget authorisation</td><td>-10% to -20% / +10% to +30%</td></tr>
    <tr><td>Class 2</td><td>30 to 75%</td><td>Control or bid</td><td>-5% to -15% / +5% to +20%</td></tr>
    <tr><td>Class 1</td><td>65 to 100%</td><td>Check estimate or bid</td><td>-3% to -10% / +3% to +15%</td></tr>
  </tbody>
</table>
<p>The most common mistake we see is a board approving a project on a Class 5 number and then treating it as a commitment. Present every estimate with its class and its range, and carry contingency that reflects the identified risks rather than a flat ten percent.</p>

<h2>Project controls that earn their keep</h2>
<p>Controls should answer three questions every reporting period: where are we, where will we finish, and what are we doing about the difference? For most plant projects, five tools are enough:</p>
<ul>
  <li><strong>A work breakdown structure</strong> that ties scope, budget and schedule together, so cost and progress are reported against the same items.</li>
  <li><strong>A baseline schedule</strong> with logic links and a critical path, updated with real progress, not percentages guessed in a meeting.</li>
  <li><strong>Earned value.</strong> Compare the budgeted value of work completed (EV) with the planned value (PV) and actual cost (AC). The cost performance index (CPI = EV ÷ AC) and schedule performance index (SPI = EV ÷ PV) show trends long before the final numbers do.</li>
  <li><strong>Change control.</strong> Every change to scope, cost or schedule is logged, estimated and approved before the work is done. Trends that are not yet formal changes are tracked too.</li>
  <li><strong>A risk register</strong> that is actually reviewed, with owners and actions, and linked to the contingency drawdown.</li>
</ul>
<blockquote>
  <p>A CPI of 0.9 at twenty percent complete rarely recovers on its own. The earlier you see it, the more options you have.</p>
</blockquote>

<h2>A simple example</h2>
<p>Halfway through the planned construction period of a packaging line installation, the plan called for $1.2 million of work (PV). The work actually completed was budgeted at $1.0 million (EV), and it had cost $1.15 million (AC). The SPI of 0.83 says the project is behind schedule; the CPI of 0.87 says each dollar spent is buying 87 cents of planned work. Projected forward, the $3.0 million budget becomes roughly $3.45 million unless something changes. Those two indices, reported monthly, started the right conversation with the mechanical contractor about crew productivity three months before it would otherwise have surfaced.</p>

<h2>Don't forget the plant</h2>
<p>Capital projects in operating plants have constraints that greenfield projects do not: shutdown windows, permits, tie-ins to live systems, and operators who need training before handover. Build them into the schedule early. Regulatory steps such as <a href="/blog/pre-start-health-and-safety-reviews-in-ontario-when-you-need-a-phsr">pre-start health and safety reviews</a> and pressure equipment registration belong on the critical path, not on a checklist at the end.</p>

<h2>Getting started</h2>
<p>You do not need enterprise software to run a stage-gate process. A defined set of deliverables for each gate, an estimate with its class, a logic-linked schedule and a monthly report with CPI, SPI and the change log will put most plant projects ahead of where they were. Our project managers can set up the process, run it for you, or support your team through its first project. <a href="/contact">Contact us</a> or read more about our <a href="/services">project management services</a>.</p>
`,
};
