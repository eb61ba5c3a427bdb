import type { SamplePost } from "../../types";

export const necExplique: SamplePost = {
  locale: "fr",
  translationOf: "what-is-a-crn-canadian-registration-numbers-explained",
  title: "Qu’est-ce qu’un NEC\u00a0? Le numéro d’enregistrement canadien expliqué",
  slug: "nec-numero-enregistrement-canadien-explique",
  excerpt:
    "Chaque chaudière, appareil sous pression et raccord utilisé au Canada doit voir sa conception enregistrée dans chaque province où il sera exploité. Voici ce qu’est un NEC, qui le délivre et comment l’obtenir sans bousculer votre échéancier.",
  metaDescription:
    "Ce qu’est un numéro d’enregistrement canadien (NEC), les équipements visés, comment le lire, qui examine les conceptions et comment se déroule l’enregistrement.",
  metaKeywords: "NEC, numéro d’enregistrement canadien, CRN, CSA B51, RBQ, enregistrement d’appareils sous pression",
  featuredImageAlt:
    "Élévation de style plan d’un appareil sous pression horizontal sur deux berceaux, avec des cotes et un poinçon d’enregistrement ambré sur sa plaque signalétique",
  categorySlug: "crn-pressure-equipment",
  tags: ["NEC", "CSA B51", "RBQ", "Appareils sous pression"],
  author: {
    name: "Priya Raman, P.Eng.",
    bio: "Priya dirige notre groupe des équipements sous pression à Vaughan. Elle a préparé et défendu des demandes d’enregistrement pour des réservoirs, des échangeurs de chaleur et des raccords dans tous les territoires de compétence canadiens, après huit ans comme ingénieure d’atelier chez un fabricant certifié ASME.",
  },
  schedule: { status: "published", daysAgo: 11, featured: true },
  viewCount: 612,
  content: `
<p>Si vous concevez, fabriquez ou importez des équipements sous pression destinés au Canada, quelqu’un vous demandera tôt ou tard le NEC. Sans lui, un inspecteur peut refuser la mise en service d’un réservoir, un distributeur n’inscrira pas votre robinet à son catalogue, et un projet peut s’arrêter au pire moment\u00a0: à l’achèvement mécanique. Ce guide explique ce qu’est un numéro d’enregistrement canadien, qui le délivre et comment se déroule l’enregistrement, pour que vous puissiez le planifier plutôt que le subir.</p>

<h2>Ce qu’est vraiment un NEC</h2>
<p>Le numéro d’enregistrement canadien (NEC, ou CRN en anglais) est le numéro qu’un organisme de réglementation provincial ou territorial attribue à une <em>conception</em> après l’avoir examinée et acceptée. Ce n’est pas une certification de produit, et il ne dit rien de la fabrication d’un appareil en particulier\u00a0: c’est le rôle du programme qualité du fabricant et de l’inspection en atelier. Le NEC affirme une seule chose\u00a0: cette conception, telle que dessinée et calculée, respecte les codes applicables et la réglementation du territoire.</p>
<p>Le cadre national est la norme CSA B51, <em>Code sur les chaudières, les appareils et les tuyauteries sous pression</em>. Chaque province et territoire l’adopte par sa propre réglementation, et la norme renvoie à son tour aux codes ASME (section VIII pour les appareils sous pression, section I pour les chaudières, B31.1 et B31.3 pour la tuyauterie) et aux normes de produits pour les raccords. L’enregistrement relève donc de chaque territoire\u00a0: il n’existe pas de bureau national, et une conception enregistrée en Ontario n’est pas automatiquement acceptée au Québec.</p>

<h2>Les équipements visés</h2>
<p>De façon générale, la norme B51 vise les chaudières, les appareils sous pression, les raccords et la tuyauterie exploités au-delà de 103\u00a0kPa (15\u00a0lb/po²), avec des exemptions qui dépendent de la taille, du volume, du service et du territoire. Les équipements qui exigent le plus souvent un enregistrement sont\u00a0:</p>
<ul>
  <li><strong>les appareils sous pression</strong>\u00a0: réservoirs d’air, séparateurs, boîtiers de filtres, calandres et boîtes d’échangeurs, réacteurs et réservoirs de stockage sous pression\u00a0;</li>
  <li><strong>les raccords</strong>\u00a0: raccords de tuyauterie, brides, robinets, joints de dilatation, flexibles, filtres, purgeurs, instruments de mesure et dispositifs de décharge. La norme les classe en catégories A à H, et la lettre de catégorie figure dans le NEC du raccord\u00a0;</li>
  <li><strong>les chaudières</strong> et, dans certains territoires et services, la conception du réseau de tuyauterie lui-même.</li>
</ul>
<p>Les petits réservoirs sous les limites de la norme et certains raccords fabriqués selon une norme reconnue peuvent être exemptés, mais les exemptions sont plus étroites que bien des fournisseurs le pensent, et elles varient d’une province à l’autre. Dans le doute, posez la question avant d’expédier, pas quand l’équipement attend à la frontière.</p>

<h2>Comment lire un NEC</h2>
<p>Le NEC d’un appareil se compose habituellement d’une lettre, de quatre ou cinq chiffres, d’un point et d’un ou plusieurs caractères, par exemple <code>M1234.5</code>. Le NEC d’un raccord commence par un zéro et la lettre de catégorie, par exemple <code>0C1234.52</code> pour un robinet. Ce qui suit le point indique où la conception est enregistrée\u00a0:</p>
<table>
  <caption>Codes des territoires de compétence après le point d’un NEC</caption>
  <thead>
    <tr><th scope="col">Code</th><th scope="col">Territoire</th><th scope="col">Code</th><th scope="col">Territoire</th></tr>
  </thead>
  <tbody>
    <tr><td>1</td><td>Colombie-Britannique</td><td>8</td><td>Nouvelle-Écosse</td></tr>
    <tr><td>2</td><td>Alberta</td><td>9</td><td>Île-du-Prince-Édouard</td></tr>
    <tr><td>3</td><td>Saskatchewan</td><td>0</td><td>Terre-Neuve-et-Labrador</td></tr>
    <tr><td>4</td><td>Manitoba</td><td>T</td><td>Territoires du Nord-Ouest</td></tr>
    <tr><td>5</td><td>Ontario</td><td>N</td><td>Nunavut</td></tr>
    <tr><td>6</td><td>Québec</td><td>Y</td><td>Yukon</td></tr>
    <tr><td>7</td><td>Nouveau-Brunswick</td><td></td><td></td></tr>
  </tbody>
</table>
<p>Le premier caractère après le point désigne le territoire qui a enregistré la conception en premier\u00a0; les autres s’ajoutent à mesure que d’autres territoires l’acceptent. Ainsi, <code>M1234.56</code> a été enregistré en Ontario, puis au Québec.</p>

<h2>Qui examine la conception</h2>
<p>Chaque territoire désigne son autorité. Celles que nos clients rencontrent le plus souvent sont la Régie du bâtiment du Québec (RBQ), la Technical Standards and Safety Authority (TSSA) en Ontario, l’ABSA en Alberta et Technical Safety BC en Colombie-Britannique. La norme B51 harmonise les exigences techniques, mais les formulaires, les frais, l’exigence d’un sceau d’ingénieur et la façon de traiter une conception déjà acceptée ailleurs diffèrent.</p>

<h2>L’enregistrement, étape par étape</h2>
<ol>
  <li><strong>Fixer les données de conception</strong>\u00a0: pression et température de calcul, température minimale de calcul du métal, surépaisseur de corrosion, contenu, charges externes et édition du code.</li>
  <li><strong>Calculer et dessiner</strong>\u00a0: calculs selon le code pour chaque pièce sous pression et plans qui correspondent exactement aux calculs, matériaux, détails de soudure et contrôles compris.</li>
  <li><strong>Monter le dossier</strong>\u00a0: formulaire de demande, calculs et plans, et pour les raccords une déclaration solennelle et la preuve d’un programme qualité accepté.</li>
  <li><strong>Déposer auprès du premier territoire</strong>, généralement celui de la première installation ou du siège du fabricant.</li>
  <li><strong>Répondre vite et complètement aux commentaires</strong>\u00a0: c’est le facteur qui pèse le plus sur le délai total.</li>
  <li><strong>Recevoir le NEC et l’étendre</strong> à chaque autre territoire où la conception sera utilisée.</li>
</ol>
<p>Comptez quelques semaines pour la conception et la documentation, et de deux à cinq mois pour l’examen, selon la charge de l’organisme et la qualité du dossier. Notre page sur l’<a href="/fr/services/nec">enregistrement NEC</a> présente l’échéancier type, étape par étape.</p>

<h2>Des habitudes qui simplifient l’enregistrement</h2>
<ul>
  <li>Décidez tôt dans quelles provinces l’équipement sera vendu, et enregistrez-le partout en une seule campagne.</li>
  <li>Enregistrez des familles de conceptions (tailles, classes de pression, matériaux) plutôt qu’un modèle à la fois.</li>
  <li>Tenez un registre des modifications\u00a0: un changement après l’enregistrement peut exiger une révision avant l’expédition.</li>
  <li>Vérifiez que la plaque signalétique, le rapport de données du fabricant et les plans portent le même NEC.</li>
</ul>
<blockquote>
  <p>Le NEC est une approbation de conception. Traitez-le comme une partie de l’ingénierie plutôt que comme de la paperasse de fin de projet, et il causera rarement un retard.</p>
</blockquote>
<p>Vous préparez le lancement d’un produit au Canada, ou un réservoir attend son enregistrement\u00a0? <a href="/fr/contact">Parlez à notre équipe des équipements sous pression</a>. Nous préparons et suivons les demandes dans tous les territoires de compétence canadiens.</p>
`,
};
