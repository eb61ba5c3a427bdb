import type { SamplePost } from "../../types";

export const loi96FirmesIngenierie: SamplePost = {
  locale: "fr",
  title: "La loi 96 et les firmes d’ingénierie\u00a0: site Web, contrats, offres d’emploi et documents techniques",
  slug: "loi-96-firmes-ingenierie",
  excerpt:
    "Depuis la réforme de la Charte de la langue française, un site Web, un contrat type ou une offre d’emploi destinés au Québec doivent exister en français. Ce que cela change concrètement pour une firme d’ingénierie et ses clients.",
  metaDescription:
    "Loi 96 et Charte de la langue française\u00a0: ce qu’une firme d’ingénierie doit offrir en français (site Web, contrats, offres d’emploi, documents).",
  metaKeywords: "loi 96, Charte de la langue française, OQLF, francisation, firme d’ingénierie, Québec",
  imageOf: "pre-start-health-and-safety-reviews-in-ontario-when-you-need-a-phsr",
  featuredImageAlt:
    "Planche de vérification de conformité avec une liste de contrôle cochée, un casque de sécurité et des documents annotés sur une table de travail",
  categorySlug: "health-safety-compliance",
  tags: ["Loi 96", "Conformité"],
  author: {
    name: "Marc-André Tremblay, ing.",
    bio: "Marc-André dirige les programmes d’essais d’épreuve et d’enregistrement pour des fabricants de robinets et de raccords, du plan d’essai aux témoins jusqu’au dépôt final. Il travaille de Montréal, en français et en anglais.",
  },
  schedule: { status: "published", daysAgo: 19 },
  viewCount: 356,
  content: `
<p>La Loi sur la langue officielle et commune du Québec, le français, adoptée en 2022 et mieux connue sous le nom de loi 96, a modifié en profondeur la Charte de la langue française. Ses mesures sont entrées en vigueur par étapes jusqu’en juin 2025. Pour une firme d’ingénierie qui sert des clients au Québec, ou pour un fabricant qui y vend de l’équipement, elle touche des documents qu’on ne considère pas toujours comme «\u00a0commerciaux\u00a0»\u00a0: le site Web, les soumissions, les contrats types, les offres d’emploi et les manuels techniques. Voici un tour d’horizon pratique. Il ne remplace pas un avis juridique, mais il vous aidera à poser les bonnes questions.</p>

<h2>Le site Web est une publication commerciale</h2>
<p>La Charte exige que les catalogues, brochures, dépliants et autres publications commerciales soient rédigés en français. Un site Web qui présente des services à une clientèle québécoise en fait partie. Une autre langue peut s’ajouter, à condition que la version française soit au moins aussi complète et aussi facile d’accès. En pratique, cela veut dire des pages équivalentes, un sélecteur de langue visible sur chaque page et des formulaires qui fonctionnent en français, messages d’erreur compris. Une page d’accueil traduite qui renvoie ensuite vers des pages en anglais ne suffit pas.</p>

<h2>Les contrats types et les soumissions</h2>
<p>Depuis juin 2023, un contrat d’adhésion, c’est-à-dire un contrat dont les clauses ne sont pas négociées, doit d’abord être remis en français. Les parties peuvent ensuite choisir d’être liées par une version dans une autre langue, mais seulement après avoir reçu la version française. Pour une firme d’ingénierie, les conditions générales jointes aux soumissions, les modalités de service et les bons de commande types entrent souvent dans cette catégorie. Les contrats réellement négociés, clause par clause, peuvent être rédigés dans la langue choisie par les parties.</p>

<h2>Les offres d’emploi</h2>
<p>Une offre d’emploi publiée dans une autre langue doit être publiée simultanément en français, par des moyens de diffusion de même nature et d’une portée comparable. Une firme qui recrute des ingénieurs sur un site d’emploi anglophone doit donc publier la version française en même temps, pas quelques jours plus tard. Par ailleurs, exiger la connaissance d’une autre langue que le français pour un poste n’est permis que si les fonctions le nécessitent réellement, et l’employeur doit avoir pris des moyens raisonnables pour éviter cette exigence.</p>

<h2>Les documents techniques et les produits</h2>
<p>Les inscriptions sur un produit, sur son emballage et dans les documents qui l’accompagnent (modes d’emploi, certificats de garantie, fiches d’entretien) doivent être disponibles en français. Pour un équipement industriel, cela vise la plaque signalétique, les avertissements de sécurité et le manuel d’exploitation. Les plans, calculs et rapports d’ingénierie remis à un client québécois sont généralement attendus en français, et certains organismes publics l’exigent dans leurs appels d’offres.</p>
<table>
  <caption>Ce qu’une firme d’ingénierie doit offrir en français</caption>
  <thead>
    <tr><th scope="col">Document</th><th scope="col">Exigence</th></tr>
  </thead>
  <tbody>
    <tr><td>Site Web et brochures</td><td>Version française au moins aussi complète et accessible</td></tr>
    <tr><td>Contrats d’adhésion</td><td>Remis d’abord en français</td></tr>
    <tr><td>Offres d’emploi</td><td>Publiées en français en même temps que toute autre version</td></tr>
    <tr><td>Manuels et garanties</td><td>Disponibles en français avec le produit</td></tr>
  </tbody>
</table>

<h2>La francisation des entreprises</h2>
<p>Les entreprises qui comptent au moins 25\u00a0employés au Québec doivent s’inscrire auprès de l’Office québécois de la langue française (OQLF) et faire reconnaître que le français est généralisé dans leurs activités, ou adopter un programme de francisation. Les logiciels de travail, les communications internes et les documents remis au personnel sont visés.</p>

<h2>Par où commencer</h2>
<ol>
  <li>Dressez l’inventaire de ce que voient vos clients et vos candidats québécois\u00a0: site, soumissions, conditions générales, offres d’emploi, manuels.</li>
  <li>Priorisez ce qui est public et fréquent\u00a0: le site Web et les offres d’emploi d’abord.</li>
  <li>Faites rédiger en français pour le Québec, pas traduire mot à mot\u00a0: la terminologie de l’OQLF et les usages locaux comptent.</li>
</ol>
<blockquote>
  <p>La loi 96 ne demande pas de renoncer à l’anglais. Elle demande que le français ne soit jamais l’option de second rang.</p>
</blockquote>
<p>Notre propre site est offert dans les deux langues, de la page d’accueil au formulaire de soumission. Pour en parler, <a href="/fr/contact">écrivez-nous</a>.</p>
`,
};
