import { firm } from "../authors";
import type { SamplePost } from "../types";

export const staffingAPlantTurnaround: SamplePost = {
  title: "Staffing a Plant Turnaround: A Checklist for Contract Engineering Support",
  slug: "staffing-a-plant-turnaround-a-checklist-for-contract-engineering-support",
  excerpt:
    "A turnaround compresses months of engineering, inspection and maintenance into a few weeks. The people plan deserves the same care as the work list; here is a checklist for getting the right contract support in place.",
  metaDescription:
    "A checklist for staffing a plant turnaround with contract engineers, inspectors, planners and project controls staff: roles, timing, onboarding and handover.",
  metaKeywords: "plant turnaround, shutdown staffing, contract engineers, API 510 inspector, turnaround planning, project controls",
  featuredImageAlt: "Blueprint-style calendar grid with a highlighted shutdown window, a clock and hard-hat icons for the contract team",
  categorySlug: "engineering-talent",
  tags: ["Staffing", "Project Controls"],
  author: firm,
  schedule: { status: "draft", lastEditedDaysAgo: 2 },
  viewCount: 0,
  content: `
<p>A planned turnaround is one of the most intense periods in a plant's life. Equipment that has run for years is opened, inspected, repaired and put back into service in a window measured in days, and every extra day of downtime costs lost production. The work list gets months of attention. The people plan often gets weeks. Yet a turnaround with the right work list and the wrong people will overrun just as surely as one with a poor plan.</p>

<h2>Start earlier than feels necessary</h2>
<p>Experienced turnaround engineers, inspectors and planners are in short supply during the spring and autumn shutdown seasons, when many plants in a region go down at once. For a large turnaround, planning starts a year or more ahead, and the key contract roles should be identified at the same time as the scope is frozen. For a smaller shutdown, three to six months of notice makes the difference between choosing people and taking whoever is free.</p>

<h2>The roles most plants need to supplement</h2>
<table>
  <caption>Typical contract roles for a turnaround</caption>
  <thead>
    <tr><th scope="col">Role</th><th scope="col">When needed</th><th scope="col">What to look for</th></tr>
  </thead>
  <tbody>
    <tr><td>Turnaround planners and schedulers</td><td>From scope freeze to close-out</td><td>Experience with your scheduling software and similar units</td></tr>
    <tr><td>Inspection engineers and inspectors</td><td>Pre-turnaround planning and execution</td><td>Relevant certifications, such as API 510 or API 570, and knowledge of the jurisdiction's requirements</td></tr>
    <tr><td>Mechanical and rotating equipment engineers</td><td>Execution, especially nights</td><td>Hands-on troubleshooting, authority to disposition findings</td></tr>
    <tr><td>QA/QC and welding inspectors</td><td>Execution</td><td>Familiarity with the repair codes and your quality plan</td></tr>
    <tr><td>Cost controllers</td><td>From budget approval to close-out</td><td>Daily cost and progress reporting under time pressure</td></tr>
    <tr><td>Safety advisors</td><td>Execution</td><td>Permit systems, confined space and hot work experience</td></tr>
  </tbody>
</table>

<h2>The checklist</h2>
<ol>
  <li><strong>Map the organisation chart first,</strong> including night shift, and mark each position as staff or contract.</li>
  <li><strong>Define authority.</strong> Who can disposition an inspection finding, approve a repair procedure or accept a change in scope? Contract engineers need that written down.</li>
  <li><strong>Check credentials.</strong> Licences, inspector certifications, welding qualifications and safety training, verified before arrival.</li>
  <li><strong>Plan onboarding.</strong> Site orientation, permit training, computer access and document control, completed before the unit comes down.</li>
  <li><strong>Overlap key roles.</strong> Bring planners and lead inspectors in weeks before the shutdown so they know the equipment and the people.</li>
  <li><strong>Build in fatigue management.</strong> Twelve-hour shifts for weeks on end erode judgment. Rotate, and plan relief for critical roles.</li>
  <li><strong>Plan the handover.</strong> Inspection findings, repair records and recommendations for the next turnaround must be complete before contract staff leave.</li>
</ol>

<h2>What goes wrong most often</h2>
<ul>
  <li>Inspectors arrive the day the vessel is opened, with no time to review its history.</li>
  <li>Night shift has workers but no engineer with authority to make decisions, so issues wait for the morning.</li>
  <li>Contract staff leave on the last day of the turnaround and the documentation is never finished.</li>
</ul>
<blockquote>
  <p>The turnaround ends when the records are complete, not when the unit restarts.</p>
</blockquote>

<h2>How we can help</h2>
<p>We supply planners, inspectors, engineers and project controls staff for turnarounds across Canada and the US Southeast, and can take on defined engineering packages such as repair designs and re-rating calculations. <a href="/contact">Talk to us</a> well before your next shutdown window.</p>
`,
};
