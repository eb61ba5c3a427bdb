import { priyaRaman } from "../authors";
import type { SamplePost } from "../types";

export const whatIsACrn: SamplePost = {
  title: "What Is a CRN? Canadian Registration Numbers Explained",
  slug: "what-is-a-crn-canadian-registration-numbers-explained",
  excerpt:
    "Every boiler, pressure vessel and fitting used in Canada needs its design registered in each province where it will operate. Here is what a CRN is, who issues it and how to get one without derailing your schedule.",
  metaDescription:
    "What a Canadian Registration Number (CRN) is, which equipment needs one, how to read it, who reviews designs in each province and how registration works.",
  metaKeywords: "CRN, Canadian Registration Number, CSA B51, TSSA, ABSA, Technical Safety BC, pressure vessel registration",
  featuredImageAlt:
    "Blueprint-style elevation of a horizontal pressure vessel on two saddles, with dimension lines and an amber registration stamp on its nameplate",
  categorySlug: "crn-pressure-equipment",
  tags: ["CRN", "CSA B51", "TSSA", "ABSA", "Pressure Vessels"],
  author: priyaRaman,
  schedule: { status: "published", daysAgo: 12, featured: true },
  viewCount: 2184,
  content: `
<p>If you design, build or import pressure equipment for use in Canada, sooner or later someone will ask for the CRN. Without it an inspector can refuse to let a vessel into service, a distributor will not list your valve, and a project can stall at the worst possible moment: mechanical completion. This guide explains what a Canadian Registration Number is, who issues it and how the process works, so that you can plan for it instead of reacting to it.</p>

<h2>What a CRN actually is</h2>
<p>A Canadian Registration Number is the number a provincial or territorial regulator assigns to a <em>design</em> once it has reviewed and accepted it. It is not a product certification, and it says nothing about the workmanship of an individual unit; that is the job of the manufacturer's quality program and of shop inspection. The CRN says one thing: this design, as drawn and calculated, meets the applicable codes and the jurisdiction's regulations.</p>
<p>The national framework is CSA B51, the <em>Boiler, pressure vessel, and pressure piping code</em>, published by the <a href="https://www.csagroup.org/" rel="noopener noreferrer" target="_blank">CSA Group</a>. Each province and territory adopts B51 through its own legislation, and B51 in turn calls up the ASME codes (Section VIII for pressure vessels, Section I for power boilers, B31.1 and B31.3 for piping) and the product standards for fittings. Registration is therefore jurisdictional. There is no national CRN office, and a design registered in Ontario is not automatically accepted in Alberta.</p>

<h2>Which equipment needs one</h2>
<p>In broad terms, B51 covers boilers, pressure vessels, fittings and piping operating above 103 kPa (15 psi), with exemptions that depend on size, volume, service and jurisdiction. The items that most often need registration are:</p>
<ul>
  <li><strong>Pressure vessels:</strong> air receivers, separators, filter housings, heat exchanger shells and channels, reactors and pressurised storage tanks.</li>
  <li><strong>Fittings:</strong> pipe fittings, flanges, valves, expansion joints and hose assemblies, strainers and traps, measuring devices and pressure relief devices. B51 sorts them into categories A to H, and the category letter appears in the fitting's CRN.</li>
  <li><strong>Boilers</strong> and, in some jurisdictions and services, the design of the piping system itself.</li>
</ul>
<p>Small vessels below the B51 limits and some fittings built to a listed standard may be exempt, but the exemptions are narrower than many suppliers assume and they are not identical from one province to the next. When in doubt, ask before you ship, not after the equipment is sitting at the border.</p>

<h2>How to read a CRN</h2>
<p>A vessel CRN is typically a letter, four or five digits, a decimal point and one or more characters, for example <code>M1234.5</code>. A fitting CRN starts with a zero and the fitting category letter, for example <code>0C1234.52</code> for a valve. Everything after the decimal point tells you where the design is registered:</p>
<table>
  <caption>Jurisdiction codes used after the decimal point of a CRN</caption>
  <thead>
    <tr><th scope="col">Code</th><th scope="col">Jurisdiction</th><th scope="col">Code</th><th scope="col">Jurisdiction</th></tr>
  </thead>
  <tbody>
    <tr><td>1</td><td>British Columbia</td><td>8</td><td>Nova Scotia</td></tr>
    <tr><td>2</td><td>Alberta</td><td>9</td><td>Prince Edward Island</td></tr>
    <tr><td>3</td><td>Saskatchewan</td><td>0</td><td>Newfoundland and Labrador</td></tr>
    <tr><td>4</td><td>Manitoba</td><td>T</td><td>Northwest Territories</td></tr>
    <tr><td>5</td><td>Ontario</td><td>N</td><td>Nunavut</td></tr>
    <tr><td>6</td><td>Quebec</td><td>Y</td><td>Yukon</td></tr>
    <tr><td>7</td><td>New Brunswick</td><td></td><td></td></tr>
  </tbody>
</table>
<p>The first character after the decimal is the jurisdiction that registered the design first; the others are added as more jurisdictions accept it. <code>M1234.51</code> was registered in Ontario and later in British Columbia. A design accepted everywhere can be marked with the letter C after the first code, as in <code>0C1234.2C</code>.</p>

<h2>Who reviews the design</h2>
<p>Each jurisdiction names its own authority. The ones our clients deal with most often are:</p>
<ul>
  <li><strong>Ontario:</strong> the Technical Standards and Safety Authority (TSSA)</li>
  <li><strong>Alberta:</strong> ABSA, the province's pressure equipment safety authority</li>
  <li><strong>British Columbia:</strong> Technical Safety BC</li>
  <li><strong>Saskatchewan:</strong> the Technical Safety Authority of Saskatchewan (TSASK)</li>
  <li><strong>Quebec:</strong> the Régie du bâtiment du Québec (RBQ)</li>
</ul>
<p>Manitoba, the Atlantic provinces and the territories register designs through their own government offices. B51 keeps the technical requirements aligned, but forms, fees, the need for an engineer's seal and the way a jurisdiction treats a design already accepted elsewhere all differ.</p>

<h2>The registration process, step by step</h2>
<ol>
  <li><strong>Fix the design basis.</strong> Design pressure and temperature, minimum design metal temperature (MDMT), corrosion allowance, contents, external loads and the code edition. Everything downstream depends on these.</li>
  <li><strong>Calculate and draw.</strong> Code calculations for every pressure-retaining part (shells, heads, nozzles and their reinforcement, flanges, supports) and drawings that match the calculations exactly, including materials, weld details and examination.</li>
  <li><strong>Assemble the submission.</strong> The application form, calculations and drawings, and for fittings a statutory declaration and evidence of an accepted quality program. Some jurisdictions require the calculations to be sealed by an engineer licensed there.</li>
  <li><strong>Submit to the first jurisdiction,</strong> usually where the equipment will first be installed or where the manufacturer is based.</li>
  <li><strong>Answer review comments quickly and completely.</strong> This is the largest single factor in total time.</li>
  <li><strong>Receive the CRN and extend it</strong> to every other jurisdiction where the design will be used.</li>
</ol>
<p>Allow a few weeks for design and documentation and two to five months for review, depending on the regulator's workload and the quality of the package. Our <a href="/services/crn">CRN registration service</a> page sets out the typical timeline stage by stage, and our article on <a href="/blog/eight-reasons-crn-submissions-get-sent-back">why CRN submissions get sent back</a> covers the comments we see most often.</p>

<h2>Fittings follow a different route</h2>
<p>Fittings are usually registered on the strength of the manufacturer's statutory declaration that they conform to a recognised standard, such as ASME B16.5 for flanges or ASME B16.34 for valves, backed by a quality program the regulator accepts. Where no standard covers the design, or its rating cannot be applied directly, the design must be proven by calculation or by a proof test. We explain that route in <a href="/blog/burst-testing-fittings-for-crn-registration-how-to-plan-a-test-that-passes">our guide to burst testing fittings</a>.</p>

<h2>Habits that make registration painless</h2>
<ul>
  <li>Decide early which provinces the equipment will go to, and register in all of them in one campaign.</li>
  <li>Register families of designs (sizes, pressure classes, materials) together rather than one model at a time.</li>
  <li>Keep a change log. A design change after registration can need a revised registration before the changed units ship.</li>
  <li>Make sure the nameplate, the manufacturer's data report and the drawings all show the same CRN.</li>
</ul>
<blockquote>
  <p>A CRN is a design approval. Treat it as part of engineering rather than paperwork at the end, and it rarely causes a delay.</p>
</blockquote>
<p>If you are planning a product launch into Canada, or have a vessel waiting on registration, <a href="/contact">talk to our pressure equipment team</a>. We prepare and manage submissions in every Canadian jurisdiction and can tell you quickly what your design needs.</p>
`,
};
