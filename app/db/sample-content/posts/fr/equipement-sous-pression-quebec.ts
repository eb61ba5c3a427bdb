import type { SamplePost } from "../../types";

export const equipementSousPressionQuebec: SamplePost = {
  locale: "fr",
  title: "Vendre un équipement sous pression au Québec\u00a0: ce qui change par rapport au reste du Canada",
  slug: "vendre-equipement-sous-pression-au-quebec",
  excerpt:
    "Un NEC obtenu en Ontario ou en Alberta ne suffit pas pour installer un réservoir au Québec. Enregistrement auprès de la RBQ, sceau d’un ingénieur, documents en français\u00a0: voici ce que les fabricants doivent prévoir.",
  metaDescription:
    "Enregistrer un équipement sous pression au Québec\u00a0: le rôle de la RBQ, l’extension d’un NEC, le sceau d’ingénieur et les documents en français.",
  metaKeywords: "RBQ, Régie du bâtiment du Québec, NEC, appareils sous pression, Québec, Charte de la langue française",
  imageOf: "eight-reasons-crn-submissions-get-sent-back",
  featuredImageAlt:
    "Dossier d’enregistrement sur une table à dessin, avec des plans d’appareil sous pression, des calculs annotés et un tampon d’approbation",
  categorySlug: "crn-pressure-equipment",
  tags: ["RBQ", "NEC", "Appareils sous pression"],
  author: {
    name: "Marc-André Tremblay, ing.",
    bio: "Marc-André dirige les programmes d’essais d’épreuve et d’enregistrement pour des fabricants de robinets et de raccords, du plan d’essai aux témoins jusqu’au dépôt final. Il travaille de Montréal, en français et en anglais.",
  },
  schedule: { status: "published", daysAgo: 5 },
  viewCount: 287,
  content: `
<p>Beaucoup de fabricants découvrent le Québec au moment de livrer\u00a0: le réservoir est enregistré en Ontario, les plans sont approuvés, et pourtant l’installation ne peut pas commencer. Le Québec applique la même norme technique que le reste du pays, mais la démarche, les documents et la langue ont leurs particularités. Voici ce qu’il faut prévoir pour éviter les mauvaises surprises.</p>

<h2>La même norme, un autre organisme</h2>
<p>Au Québec, c’est la Régie du bâtiment du Québec (RBQ) qui examine et enregistre les conceptions d’appareils sous pression, de chaudières, de tuyauteries et de raccords. Comme ailleurs au Canada, l’examen s’appuie sur la norme CSA B51 et sur les codes ASME qu’elle cite. Une conception déjà acceptée dans une autre province n’est toutefois pas acceptée d’office\u00a0: il faut demander l’extension du NEC au Québec, qui ajoute le code <code>6</code> après le point du numéro.</p>
<p>En pratique, l’extension est souvent plus rapide qu’un premier enregistrement, à condition que le dossier soit complet et que la conception n’ait pas changé depuis son acceptation ailleurs. Un plan révisé, un matériau substitué ou une nouvelle édition du code suffisent pour que la RBQ demande des précisions.</p>

<h2>Ce que la RBQ regarde de près</h2>
<ul>
  <li><strong>La concordance entre les calculs et les plans</strong>\u00a0: chaque épaisseur, chaque piquage et chaque renfort calculé doit se retrouver sur les dessins.</li>
  <li><strong>Les données de conception</strong>\u00a0: pression, température, température minimale de calcul du métal et surépaisseur de corrosion, identiques partout dans le dossier.</li>
  <li><strong>Le programme qualité</strong> du fabricant pour les raccords, et la déclaration solennelle qui l’accompagne.</li>
  <li><strong>Le sceau d’un ingénieur</strong> lorsque la réglementation l’exige\u00a0: au Québec, seul un membre de l’Ordre des ingénieurs du Québec peut signer et sceller des documents d’ingénierie.</li>
</ul>

<h2>Le français n’est pas un détail</h2>
<p>La Charte de la langue française exige que les inscriptions sur un produit vendu au Québec, sur son emballage et dans les documents qui l’accompagnent (modes d’emploi, certificats de garantie) soient disponibles en français. Pour un équipement sous pression, cela touche la plaque signalétique, les avertissements, le manuel d’exploitation et d’entretien et les fiches remises au client. Prévoir ces traductions dès la conception coûte peu\u00a0; les faire à la dernière minute retarde souvent la livraison.</p>
<table>
  <caption>Ce qu’il faut préparer pour une livraison au Québec</caption>
  <thead>
    <tr><th scope="col">Élément</th><th scope="col">À prévoir</th></tr>
  </thead>
  <tbody>
    <tr><td>NEC</td><td>Extension au Québec (code 6) ou premier enregistrement auprès de la RBQ</td></tr>
    <tr><td>Sceau</td><td>Ingénieur membre de l’Ordre des ingénieurs du Québec, lorsque requis</td></tr>
    <tr><td>Plaque et avertissements</td><td>Inscriptions en français, au moins aussi visibles que dans toute autre langue</td></tr>
    <tr><td>Manuels et garanties</td><td>Version française remise avec l’équipement</td></tr>
  </tbody>
</table>

<h2>Après la livraison\u00a0: modifications et réparations</h2>
<p>L’enregistrement ne s’arrête pas à la mise en service. Une modification de la conception, le remplacement d’une pièce sous pression par une pièce différente ou une réparation par soudage peuvent exiger une nouvelle vérification avant la remise en service. Au Québec comme ailleurs, l’exploitant doit pouvoir démontrer que l’appareil en service correspond toujours à la conception enregistrée. Conservez les plans, les calculs, les certificats de matériaux et les rapports de données du fabricant dans un dossier unique, et mettez-le à jour à chaque intervention. Lors d’une inspection, un dossier complet fait gagner des jours\u00a0; un dossier incomplet peut immobiliser l’équipement le temps de reconstituer l’historique.</p>

<h2>Nos conseils pour gagner du temps</h2>
<ol>
  <li>Incluez le Québec dans votre première campagne d’enregistrement plutôt que de l’ajouter après coup.</li>
  <li>Faites relire le dossier par un ingénieur qui connaît les attentes de la RBQ avant le dépôt.</li>
  <li>Préparez la documentation en français en même temps que la version anglaise.</li>
</ol>
<blockquote>
  <p>Le Québec n’est pas plus difficile que les autres provinces\u00a0: il est simplement différent, et ces différences se planifient.</p>
</blockquote>
<p>Nos ingénieurs au Québec préparent les demandes auprès de la RBQ et les documents en français de vos équipements. <a href="/fr/contact">Écrivez-nous</a> ou consultez notre page sur l’<a href="/fr/services/nec">enregistrement NEC</a>.</p>
`,
};
