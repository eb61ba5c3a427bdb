import { DEFAULT_AUTHOR_NAME } from "../schema";
import type { SampleAuthor } from "./types";

export const priyaRaman: SampleAuthor = {
  name: "Priya Raman, P.Eng.",
  bio: "Priya leads our pressure equipment group in Vaughan. She has prepared and defended CRN submissions for vessels, heat exchangers and fittings in every Canadian jurisdiction, after eight years as a shop engineer at an ASME-certified fabricator.",
};

export const danielOkafor: SampleAuthor = {
  name: "Daniel Okafor, P.Eng.",
  bio: "Daniel is a senior mechanical engineer in our Calgary office. He designs pressure vessels to ASME Section VIII Divisions 1 and 2 and process piping to B31.3, mostly for gas processing, chemical and oil sands facilities.",
};

export const marcAndreTremblay: SampleAuthor = {
  name: "Marc-André Tremblay, ing.",
  bio: "Marc-André runs proof-test and registration programs for valve and fitting manufacturers, from the test plan and the witness arrangements to the final submission. He is based in Montreal and works in English and French.",
};

export const sarahWhitfield: SampleAuthor = {
  name: "Sarah Whitfield, P.Eng.",
  bio: "Sarah is a Lean Six Sigma Black Belt who has led improvement programs in metal fabrication, automotive supply and food processing plants in Ontario and the US Southeast. She coaches Green Belt teams on live projects rather than in classrooms.",
};

export const arjunMehta: SampleAuthor = {
  name: "Arjun Mehta, P.Eng., CEM",
  bio: "Arjun leads energy audits for industrial and commercial clients from our Burnaby office. He is a Certified Energy Manager with a background in compressed air, steam and refrigeration systems.",
};

export const lauraChen: SampleAuthor = {
  name: "Laura Chen, LEED AP BD+C",
  bio: "Laura coordinates LEED certification for new construction and major renovations, working between owners, design teams and contractors to keep credits on track from the charrette to the final review.",
};

export const kevinDoyle: SampleAuthor = {
  name: "Kevin Doyle, P.Eng.",
  bio: "Kevin carries out pre-start health and safety reviews of machinery, racking and process equipment in Ontario plants, and helps engineering teams design safeguarding in from the start.",
};

export const elenaVasquez: SampleAuthor = {
  name: "Elena Vasquez, PMP",
  bio: "Elena manages capital projects from our project management office in Georgia. She has set up stage-gate and project-controls processes for manufacturers expanding plants in the US Southeast and Ontario.",
};

export const firmWithBio: SampleAuthor = {
  name: DEFAULT_AUTHOR_NAME,
  bio: "Our recruiting and staffing team places engineers, designers, inspectors and project controls specialists with clients across Canada and the US Southeast, on contract and permanent terms.",
};

export const firm: SampleAuthor = { name: DEFAULT_AUTHOR_NAME };
