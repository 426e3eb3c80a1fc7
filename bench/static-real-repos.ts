/**
 * Precision of the static lens on real repositories: for each repository of REPOS, at a fixed SHA,
 * the lens reviews the last COMMITS first-parent commits one by one (as `prlens review --commit`
 * does) and the whole HEAD tree as one change (every line added, so the base has nothing). Each
 * finding is looked up in bench/real-repos/verdicts.yml, filled by reading the finding in the
 * repository (true / debatable / false and a one-line reason). Prints precision per rule, outside
 * tests with and without the two easy rules, and on high and critical findings; then, per slice, the
 * findings nobody judged yet (by place) and the judged ones the rules no longer report.
 *
 *   npm run bench:real                 # every repository whose mirror is on this machine
 *   npm run bench:real -- --json       # the same as JSON
 *   npm run bench:real -- --list       # the findings without a verdict, as YAML to fill in
 *   npm run bench:real -- --half tuning   # one slice only: tuning (rules are tuned on it), held-out, fresh, fresh2, fresh3, fresh4, fresh5, fresh6, fresh7, fresh8, fresh9, fresh10, fresh11, fresh12, fresh13, fresh14, fresh15, fresh16, fresh17, fresh18, fresh19, fresh20, fresh21, fresh22, tuning2
 *   npm run bench:real -- --half tuning,fresh5   # several slices (a clean check stays out of a tuning run)
 *   npm run bench:real -- --half tuning --judged # only the changes and files that have verdicts: a quick
 *                                                # check of what a rule change does to judged findings
 *                                                # (new findings in other files are not seen)
 *
 * The repositories are not part of the project: they are read from git mirrors (PRLENS_MIRRORS,
 * default /work/.mirror/<owner>+<name>/repo). A missing mirror is skipped with a message; with none
 * the bench exits 0, so CI never needs them. A finding without a verdict fails the run.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { systemClock } from '../src/core/clock.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { GitWorkspace, readLocalDiff } from '../src/local/git.js';
import { createMemoryLogger } from '../src/log/stderr-logger.js';
import { classifyFile } from '../src/review/select/file-class.js';
import { runPipeline } from '../src/review/pipeline.js';
import { runContext } from '../src/review/run-context.js';
import { staticRuleIdOf } from '../src/static/run-static-rules.js';
import {
  formatHalves,
  formatUnjudged,
  goneFindings,
  HALVES,
  judgedPaths,
  keyOf,
  totalChanges,
  type GoneFinding,
  type Half,
  type RealFinding,
} from './real-repos-report.js';
import { mirrorOf, sharedClone, wholeTreeCommit } from './mirrors.js';
import type { Verdict } from './static-precision.js';

/**
 * The repositories, the SHA each is measured at (a new SHA needs new verdicts) and its half. The
 * split was fixed before any finding of the new repositories was read (issue 45, see
 * bench/real-repos/README.md): one repository of each kind on each side, and the seven older ones,
 * which earlier rules were already fixed against, mostly on the tuning side.
 */
export const REPOS: ReadonlyArray<{ repo: string; sha: string; half: Half }> = [
  { repo: 'pallets/flask', sha: '2ac89889', half: 'tuning' },
  { repo: 'gin-gonic/gin', sha: 'dcaa4296', half: 'held-out' },
  { repo: 'OWASP/NodeGoat', sha: 'c5cb68a', half: 'tuning' },
  { repo: 'kubernetes/examples', sha: '279e8e4f', half: 'held-out' },
  { repo: 'juice-shop/juice-shop', sha: '33518f5a09', half: 'tuning' },
  { repo: 'WebGoat/WebGoat', sha: '7517acca95', half: 'held-out' },
  { repo: 'terraform-aws-modules/terraform-aws-eks', sha: 'bef29c4d95', half: 'tuning' },
  // Added for issue 45: web apps with migrations, UI apps, Go services, Java apps, a CLI.
  { repo: 'louislam/uptime-kuma', sha: '6398a9581d1c', half: 'tuning' },
  { repo: 'requarks/wiki', sha: '6f042e97cc2d', half: 'held-out' },
  { repo: 'getredash/redash', sha: 'ca79fe988d81', half: 'tuning' },
  { repo: 'miguelgrinberg/microblog', sha: 'a975ef648643', half: 'held-out' },
  { repo: 'miniflux/v2', sha: '106cdd09e155', half: 'tuning' },
  { repo: 'writefreely/writefreely', sha: '6384f4667b5a', half: 'held-out' },
  { repo: 'gothinkster/spring-boot-realworld-example-app', sha: 'ee17e31aafe7', half: 'tuning' },
  { repo: 'spring-projects/spring-petclinic', sha: 'edf4db28affc', half: 'held-out' },
  { repo: 'google/zx', sha: '707b43adef5d', half: 'held-out' },
  // A fresh held-out batch (static4 stream): first scanned, judged and committed before its rule changes.
  { repo: 'CTFd/CTFd', sha: '91ced62d44d3', half: 'fresh' },
  { repo: 'go-shiori/shiori', sha: '585ea341aa59', half: 'fresh' },
  { repo: 'thelounge/thelounge', sha: '2c511e667d10', half: 'fresh' },
  { repo: 'sindresorhus/np', sha: '91443213e8c7', half: 'fresh' },
  { repo: 'jhipster/jhipster-sample-app', sha: 'f8da577c944e', half: 'fresh' },
  // A second fresh batch (fresh6 stream): scanned at 62a5eb5's rules, judged and committed before any rule change.
  { repo: 'plankanban/planka', sha: 'a8dcd7cef3ee', half: 'fresh2' },
  { repo: 'healthchecks/healthchecks', sha: '29b5ec251059', half: 'fresh2' },
  { repo: 'knadh/listmonk', sha: '911e0b774aba', half: 'fresh2' },
  { repo: 'spring-petclinic/spring-petclinic-rest', sha: '698bd832eac0', half: 'fresh2' },
  { repo: 'release-it/release-it', sha: '7ca61cccd16a', half: 'fresh2' },
  { repo: 'stefanprodan/podinfo', sha: 'eec06d1ea459', half: 'fresh2' },
  // A third fresh batch (fresh7 stream): picked and pinned before any was scanned, judged at 8059661's rules.
  { repo: 'Dokploy/dokploy', sha: '772b76821771', half: 'fresh3' },
  { repo: 'sqlpad/sqlpad', sha: '5bcee469dc89', half: 'fresh3' },
  { repo: 'Netflix/lemur', sha: '3a3c2c201d42', half: 'fresh3' },
  { repo: 'usememos/memos', sha: '76a762924306', half: 'fresh3' },
  { repo: 'traccar/traccar', sha: '9e5c458ad0bf', half: 'fresh3' },
  { repo: 'oclif/oclif', sha: '1b11185c9cf9', half: 'fresh3' },
  { repo: 'aws-ia/terraform-aws-eks-blueprints', sha: '98d0eb4069e7', half: 'fresh3' },
  // A fourth fresh batch (fresh8 stream): picked and pinned before any was scanned, judged at 15653d3's rules.
  { repo: 'docmost/docmost', sha: '549cf7c0053b', half: 'fresh4' },
  { repo: 'linkwarden/linkwarden', sha: '7550ebb8907e', half: 'fresh4' },
  { repo: 'wger-project/wger', sha: 'aaba20184527', half: 'fresh4' },
  { repo: 'binwiederhier/ntfy', sha: '81a486adc11f', half: 'fresh4' },
  { repo: 'zalando/nakadi', sha: '09f70f861401', half: 'fresh4' },
  { repo: 'Unitech/pm2', sha: '31adee8048db', half: 'fresh4' },
  { repo: 'argoproj/argo-helm', sha: 'af0a9310bacb', half: 'fresh4' },
  // A fifth fresh batch (fresh9 stream): picked and pinned before any was scanned, judged at ae5cdf0's rules.
  { repo: 'hedgedoc/hedgedoc', sha: 'd706c2b2adc9', half: 'fresh5' },
  { repo: 'ghostfolio/ghostfolio', sha: 'c542997d2799', half: 'fresh5' },
  { repo: 'ArchiveBox/ArchiveBox', sha: '81d6d36fb3cd', half: 'fresh5' },
  { repo: 'navidrome/navidrome', sha: '295886cb9a43', half: 'fresh5' },
  { repo: 'conductor-oss/conductor', sha: 'b54f0d4ee546', half: 'fresh5' },
  { repo: 'changesets/changesets', sha: '5322174b2722', half: 'fresh5' },
  { repo: 'prometheus-community/helm-charts', sha: 'cf408a290aec', half: 'fresh5' },
  { repo: 'docsifyjs/docsify', sha: 'c8f93ff3fc10', half: 'fresh5' },
  // A sixth fresh batch (fresh10 stream): picked and pinned before any was scanned, judged at ae5cdf0's rules.
  { repo: 'Shelf-nu/shelf.nu', sha: '0c85873e406e', half: 'fresh6' },
  { repo: 'chartbrew/chartbrew', sha: '944afa1ac8e9', half: 'fresh6' },
  { repo: 'LibrePhotos/librephotos', sha: 'e675a0dc1000', half: 'fresh6' },
  { repo: 'sosedoff/pgweb', sha: '34cc2b831e38', half: 'fresh6' },
  { repo: 'confluentinc/kafka-connect-jdbc', sha: '388d41d64450', half: 'fresh6' },
  { repo: 'httpie/cli', sha: '5b604c37c6c6', half: 'fresh6' },
  { repo: 'longhorn/longhorn', sha: 'bb2f2223a6f7', half: 'fresh6' },
  { repo: 'mkdocs/mkdocs', sha: '2862536793b3', half: 'fresh6' },
  // A seventh fresh batch (fresh11 stream): picked and pinned before any was scanned, judged at 54a509e's rules.
  { repo: 'sct/overseerr', sha: '46a9b244efd8', half: 'fresh7' },
  { repo: 'rajnandan1/kener', sha: '880080cea1ef', half: 'fresh7' },
  { repo: 'sissbruecker/linkding', sha: '65813a75404b', half: 'fresh7' },
  { repo: 'dexidp/dex', sha: 'ab64ed778070', half: 'fresh7' },
  { repo: 'igniterealtime/Openfire', sha: '3709dd49cf5c', half: 'fresh7' },
  { repo: 'commitizen-tools/commitizen', sha: 'b66582e9462d', half: 'fresh7' },
  { repo: 'open-telemetry/opentelemetry-helm-charts', sha: 'dd5665c06f37', half: 'fresh7' },
  { repo: '11ty/eleventy', sha: 'f77b4cb34e54', half: 'fresh7' },
  // An eighth fresh batch (an earlier session's stream named fresh12, not the slice fresh12): picked and pinned before any was scanned, judged at 54a509e's rules.
  { repo: 'lukevella/rallly', sha: 'c629b3148024', half: 'fresh8' },
  { repo: 'papra-hq/papra', sha: '2b110a4ce175', half: 'fresh8' },
  { repo: 'freedomofpress/securedrop', sha: 'b80c941a3bf3', half: 'fresh8' },
  { repo: 'charmbracelet/soft-serve', sha: 'db5f041faf81', half: 'fresh8' },
  { repo: 'kagkarlsson/db-scheduler', sha: 'd17d7706299a', half: 'fresh8' },
  { repo: 'junegunn/fzf', sha: '956562daaa82', half: 'fresh8' },
  {
    repo: 'terraform-google-modules/terraform-google-kubernetes-engine',
    sha: 'bb176b213d8c',
    half: 'fresh8',
  },
  { repo: 'benweet/stackedit', sha: '6dce2a5e36b7', half: 'fresh8' },
  // A ninth fresh batch (fresh13 stream): picked and pinned before any was scanned, judged at a6cf984's rules.
  { repo: 'Unleash/unleash', sha: 'ceeb5a9ca6d0', half: 'fresh9' },
  { repo: 'GladysAssistant/Gladys', sha: 'cf41a63e0901', half: 'fresh9' },
  { repo: 'janeczku/calibre-web', sha: '7ec475e1fe20', half: 'fresh9' },
  { repo: 'getfider/fider', sha: '67c52826cca1', half: 'fresh9' },
  { repo: 'apache/jspwiki', sha: 'cfb1d9d7fd0d', half: 'fresh9' },
  { repo: 'pre-commit/pre-commit', sha: 'a9bba55a3f74', half: 'fresh9' },
  { repo: 'metallb/metallb', sha: '7938d3f89b8b', half: 'fresh9' },
  { repo: 'marktext/marktext', sha: 'cd8452979bf2', half: 'fresh9' },
  // A tenth fresh batch (fresh14 stream): picked and pinned before any was scanned, judged at a6cf984's rules.
  { repo: 'bigcapitalhq/bigcapital', sha: 'af80afcf5983', half: 'fresh10' },
  { repo: 'getmaxun/maxun', sha: 'ca458fed8a92', half: 'fresh10' },
  { repo: 'indico/indico', sha: 'b8f1fde8b81b', half: 'fresh10' },
  { repo: 'authelia/authelia', sha: '23572030b404', half: 'fresh10' },
  { repo: 'quartz-scheduler/quartz', sha: 'bb2505aa340b', half: 'fresh10' },
  { repo: 'pdm-project/pdm', sha: 'a7e9d0015b4d', half: 'fresh10' },
  { repo: 'kube-hetzner/terraform-hcloud-kube-hetzner', sha: 'ee1b6badba42', half: 'fresh10' },
  { repo: 'slidevjs/slidev', sha: 'dbc307b416d0', half: 'fresh10' },
  // An eleventh fresh batch (fresh15 stream): picked and pinned before any was scanned, judged at 6d8afcd's rules.
  { repo: 'gristlabs/grist-core', sha: 'f98cda95ac9a', half: 'fresh11' },
  { repo: 'hackmdio/codimd', sha: 'b1188a5648a2', half: 'fresh11' },
  { repo: 'ckan/ckan', sha: '2dbe2c18f65e', half: 'fresh11' },
  { repo: 'openfga/openfga', sha: 'da9354f7e670', half: 'fresh11' },
  { repo: 'alibaba/nacos', sha: '486e19848605', half: 'fresh11' },
  { repo: 'eslint/eslint', sha: 'c27bc926e496', half: 'fresh11' },
  { repo: 'kubernetes-sigs/node-feature-discovery', sha: '76e6cc8cc0d5', half: 'fresh11' },
  { repo: 'ether/etherpad-lite', sha: 'b827f5b3d93b', half: 'fresh11' },
  // A twelfth fresh batch (fresh16 stream): picked and pinned before any was scanned, judged at 6d8afcd's rules.
  { repo: 'hoppscotch/hoppscotch', sha: 'afc2cf181c16', half: 'fresh12' },
  { repo: 'teableio/teable', sha: 'c398cf4e0d79', half: 'fresh12' },
  { repo: 'mozilla/pontoon', sha: 'eb868358ac2c', half: 'fresh12' },
  { repo: 'semaphoreui/semaphore', sha: 'd4a27137486d', half: 'fresh12' },
  { repo: 'apache/roller', sha: 'f1422f4448f9', half: 'fresh12' },
  { repo: 'zyedidia/micro', sha: '3a7403bde4d5', half: 'fresh12' },
  { repo: 'flannel-io/flannel', sha: 'cdf760595c23', half: 'fresh12' },
  { repo: 'jupyter/nbconvert', sha: '78ed30837a60', half: 'fresh12' },
  // A thirteenth fresh batch (fresh17 stream): picked and pinned before any was scanned, judged at 6cd782f's rules.
  { repo: 'bluesky-social/atproto', sha: 'd6296a1cfdb4', half: 'fresh13' },
  { repo: 'gitroomhq/postiz-app', sha: '74b01ada154a', half: 'fresh13' },
  { repo: 'openstatusHQ/openstatus', sha: '22df52eb0dbd', half: 'fresh13' },
  { repo: 'taigaio/taiga-back', sha: '3bea7114007a', half: 'fresh13' },
  { repo: 'babybuddy/babybuddy', sha: 'fa8bf4cd66ed', half: 'fresh13' },
  { repo: 'goreleaser/goreleaser', sha: 'cd616d2c080b', half: 'fresh13' },
  { repo: 'bitnami-labs/sealed-secrets', sha: '86671a8851be', half: 'fresh13' },
  { repo: 'apolloconfig/apollo', sha: 'b4ab0ea9fb65', half: 'fresh13' },
  // A fourteenth fresh batch (fresh18 stream): picked and pinned before any was scanned, judged at 1617eea's rules.
  { repo: 'go-vikunja/vikunja', sha: '762dc4ebe6f3', half: 'fresh14' },
  { repo: 'pressly/goose', sha: '520411a16119', half: 'fresh14' },
  { repo: 'stakater/Reloader', sha: '655a2b3814ba', half: 'fresh14' },
  { repo: 'python-semantic-release/python-semantic-release', sha: 'c74aa3b99de6', half: 'fresh14' },
  { repo: 'makeplane/plane', sha: '4ca6d6c7b807', half: 'fresh14' },
  { repo: 'usebruno/bruno', sha: '675965612ff1', half: 'fresh14' },
  { repo: 'AmruthPillai/Reactive-Resume', sha: '91c8624d8043', half: 'fresh14' },
  { repo: 'halo-dev/halo', sha: '38f52f29bfbe', half: 'fresh14' },
  // A fifteenth fresh batch (fresh19 stream): picked and pinned before any was scanned, judged at 2484875's rules.
  { repo: 'gethomepage/homepage', sha: 'b2a52ff2a9df', half: 'fresh15' },
  { repo: 'dubinc/dub', sha: '1de955f782a7', half: 'fresh15' },
  { repo: 'lnbits/lnbits', sha: '7d98c6b0808e', half: 'fresh15' },
  { repo: 'dgtlmoon/changedetection.io', sha: 'fce24780e741', half: 'fresh15' },
  { repo: 'gotify/server', sha: 'd543a8aad22f', half: 'fresh15' },
  { repo: 'thomiceli/opengist', sha: '72c5696cd725', half: 'fresh15' },
  { repo: 'elunez/eladmin', sha: 'be2f1370f3b9', half: 'fresh15' },
  { repo: 'kubernetes-sigs/metrics-server', sha: '5ed5d3a2cf94', half: 'fresh15' },
  // A sixteenth fresh batch (fresh20 stream): picked and pinned before any was scanned, judged at 68e20df's rules.
  { repo: 'wg-easy/wg-easy', sha: 'bc05e0eac15d', half: 'fresh16' },
  { repo: 'mfts/papermark', sha: '7ff2e657ed09', half: 'fresh16' },
  { repo: 'spiral-project/ihatemoney', sha: '52e5720ec78d', half: 'fresh16' },
  { repo: 'kiwitcms/Kiwi', sha: 'dfcf75920db1', half: 'fresh16' },
  { repo: 'muety/wakapi', sha: '2ed2e3faa161', half: 'fresh16' },
  { repo: 'drakkan/sftpgo', sha: '42f7a4d415dc', half: 'fresh16' },
  { repo: 'kafbat/kafka-ui', sha: 'ab8c9ceb891b', half: 'fresh16' },
  { repo: 'prometheus-operator/kube-prometheus', sha: '4d719f1dea88', half: 'fresh16' },
  // A seventeenth fresh batch (fresh21 stream): picked and pinned before any was scanned, judged at 013a4b9's rules.
  { repo: 'logchimp/logchimp', sha: '70dc37de968d', half: 'fresh17' },
  { repo: 'Lissy93/web-check', sha: '714cf62ca714', half: 'fresh17' },
  { repo: 'django-helpdesk/django-helpdesk', sha: '360bace463c7', half: 'fresh17' },
  { repo: 'python-poetry/poetry', sha: 'f46702336862', half: 'fresh17' },
  { repo: 'golang-migrate/migrate', sha: '18966c755f83', half: 'fresh17' },
  { repo: 'pocket-id/pocket-id', sha: 'd258d952b157', half: 'fresh17' },
  { repo: 'macrozheng/mall', sha: '74eebe067d4f', half: 'fresh17' },
  { repo: 'traefik/traefik-helm-chart', sha: 'a8a66d009870', half: 'fresh17' },
  // An eighteenth fresh batch (fresh22 stream): application code, picked and pinned before any was scanned, judged at 4d40420's rules.
  { repo: 'parse-community/parse-server', sha: '7ea2a2953e92', half: 'fresh18' },
  { repo: 'mongo-express/mongo-express', sha: '3ea48dd09707', half: 'fresh18' },
  { repo: 'flaskbb/flaskbb', sha: '4b78af85e96b', half: 'fresh18' },
  { repo: 'searxng/searxng', sha: '9fea41204fdf', half: 'fresh18' },
  { repo: 'go-admin-team/go-admin', sha: '85666f160f29', half: 'fresh18' },
  { repo: 'mayswind/ezbookkeeping', sha: '2e20df861c25', half: 'fresh18' },
  { repo: 'lenve/vhr', sha: '03abbd35af24', half: 'fresh18' },
  { repo: 'glanceapp/glance', sha: '20672ee30bb2', half: 'fresh18' },
  // A nineteenth fresh batch (fresh23 stream): application code, picked and pinned before any was scanned, judged at a705f3e's rules.
  { repo: 'NginxProxyManager/nginx-proxy-manager', sha: 'a62c2a6dc3ab', half: 'fresh19' },
  { repo: 'coder/code-server', sha: '88c2b7432e93', half: 'fresh19' },
  { repo: 'axllent/mailpit', sha: '408b30d59709', half: 'fresh19' },
  { repo: 'cloudreve/Cloudreve', sha: '8fe288977228', half: 'fresh19' },
  { repo: 'Kinto/kinto', sha: '8050e50e5bdf', half: 'fresh19' },
  { repo: 'FuzzyGrim/Yamtrack', sha: 'e5a138cf33bc', half: 'fresh19' },
  { repo: 'jeequan/jeepay', sha: 'ba37111934c9', half: 'fresh19' },
  { repo: 'OctoPrint/OctoPrint', sha: '744c835969d6', half: 'fresh19' },
  // A twentieth fresh batch (fresh24 stream): application code, picked and pinned before any was scanned, judged at 8bd0b04's rules.
  { repo: 'spacebarchat/server', sha: '74df883a4404', half: 'fresh20' },
  { repo: 'nightscout/cgm-remote-monitor', sha: '7e0e77f88fc1', half: 'fresh20' },
  { repo: 'raineorshine/npm-check-updates', sha: 'c68fe38eb6ba', half: 'fresh20' },
  { repo: 'alerta/alerta', sha: '4ac0106300cd', half: 'fresh20' },
  { repo: 'pyload/pyload', sha: '3776f8bd4814', half: 'fresh20' },
  { repo: 'Forceu/Gokapi', sha: 'cc3ea46d5d90', half: 'fresh20' },
  { repo: '0xJacky/nginx-ui', sha: '1df16d75f689', half: 'fresh20' },
  { repo: 'signalapp/Signal-Server', sha: '218a1cd75f41', half: 'fresh20' },
  // A twenty-first fresh batch (fresh25 stream): application code, picked and pinned before any was scanned, judged at 14e482b's rules.
  { repo: 'OpenSignLabs/OpenSign', sha: 'f2ada473027e', half: 'fresh21' },
  { repo: 'bluewave-labs/checkmate', sha: '290e9226e5b6', half: 'fresh21' },
  { repo: 'semantic-release/semantic-release', sha: '8d905a56e800', half: 'fresh21' },
  { repo: 'modoboa/modoboa', sha: '9ec749703cde', half: 'fresh21' },
  { repo: 'SamR1/FitTrackee', sha: '80c19816b7a4', half: 'fresh21' },
  { repo: 'flipt-io/flipt', sha: 'f1905b61b533', half: 'fresh21' },
  { repo: 'TwiN/gatus', sha: '08c463542f56', half: 'fresh21' },
  { repo: 'dromara/Jpom', sha: '723b1ccca071', half: 'fresh21' },
  // A twenty-second fresh batch (fresh26 stream): application code, picked and pinned before any was scanned, judged at a5e3545's rules.
  { repo: 'HeyPuter/puter', sha: '8307e8c9f013', half: 'fresh22' },
  { repo: 'jhuckaby/Cronicle', sha: 'c880eb84a674', half: 'fresh22' },
  { repo: 'lerna/lerna', sha: '35d15a156793', half: 'fresh22' },
  { repo: 'privacyidea/privacyidea', sha: '55410007d118', half: 'fresh22' },
  { repo: 'certbot/certbot', sha: 'f769e35e77f1', half: 'fresh22' },
  { repo: 'ory/kratos', sha: 'b86338da04a0', half: 'fresh22' },
  { repo: 'jesseduffield/lazygit', sha: 'ea9163954698', half: 'fresh22' },
  { repo: 'openmrs/openmrs-core', sha: '4d92b490aaa2', half: 'fresh22' },
  // More tuning material (static12 stream), picked for the classes the tuning half barely exercises:
  // pinned before any was scanned, judged at ae5cdf0's rules before any rule change.
  { repo: 'kubernetes-csi/csi-driver-nfs', sha: 'd3b27c00743a', half: 'tuning2' },
  { repo: 'google/cadvisor', sha: '6a0c4f2539a8', half: 'tuning2' },
  { repo: 'falcosecurity/charts', sha: '548458c6e66d', half: 'tuning2' },
  { repo: 'markedjs/marked', sha: '681373ccc058', half: 'tuning2' },
  { repo: 'nvbn/thefuck', sha: 'c7e7e1d884d3', half: 'tuning2' },
  { repo: 'ranger/ranger', sha: 'd45f14c04dd5', half: 'tuning2' },
  { repo: 'filebrowser/filebrowser', sha: '833d908884d5', half: 'tuning2' },
  { repo: 'NodeBB/NodeBB', sha: 'ab329b3b4c4d', half: 'tuning2' },
];
const COMMITS = 60;

const VERDICTS = path.resolve(import.meta.dirname, 'real-repos', 'verdicts.yml');

interface VerdictEntry {
  repo: string;
  change: string;
  rule: string;
  path: string;
  line: number;
  verdict: Verdict;
  why: string;
}

/**
 * Reviews every change of every repository present; the absent ones are named in `missing`, the
 * changes the review failed on (with why) in `failed`.
 */
export async function measureRealRepos(
  verdictsFile = VERDICTS,
  only: readonly Half[] | null = null,
  judgedOnly = false,
  { repos = REPOS, review = reviewCommit }: { repos?: typeof REPOS; review?: typeof reviewCommit } = {},
): Promise<{
  findings: RealFinding[];
  missing: string[];
  failed: string[];
  changes: Partial<Record<Half, number>>;
  gone: GoneFinding[];
}> {
  const entries = existsSync(verdictsFile)
    ? ((parse(readFileSync(verdictsFile, 'utf8')) ?? []) as VerdictEntry[])
    : [];
  const verdicts = new Map(entries.map((e) => [keyOf(e), e.verdict]));
  // With judgedOnly, each change is reviewed on the files that have verdicts in it, and a change
  // with none is not reviewed: the same pipeline, on a fraction of the work.
  const judged = judgedPaths(entries);
  const findings: RealFinding[] = [];
  const missing: string[] = [];
  const failed: string[] = [];
  const changes: Partial<Record<Half, number>> = {};
  const reviewed = new Map<string, Half>();
  for (const { repo, sha, half } of repos) {
    if (only !== null && !only.includes(half)) continue;
    const mirror = mirrorOf(repo);
    if (!existsSync(mirror)) {
      missing.push(repo);
      continue;
    }
    const { root, git } = sharedClone(mirror);
    try {
      const head = git('rev-parse', `${sha}^{commit}`);
      const commits = git('rev-list', '--first-parent', '-n', String(COMMITS), head).split('\n');
      const whole = wholeTreeCommit(git, head);
      for (const [change, commit] of [
        ...commits.map((c) => [c.slice(0, 12), c] as const),
        [`tree@${head.slice(0, 12)}`, whole] as const,
      ]) {
        const paths = judgedOnly ? judged.get(`${repo} ${change}`) : null;
        if (paths === undefined) continue;
        let found: Awaited<ReturnType<typeof review>>;
        try {
          found = await review(root, commit, commit === whole, paths);
        } catch (error) {
          // One change the pipeline cannot take (a tree whose diff is over git's output limit) is
          // named and counted, not reviewed: the rest of the slice is still measured.
          failed.push(`${repo} ${change}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        changes[half] = (changes[half] ?? 0) + 1;
        reviewed.set(`${repo} ${change}`, half);
        for (const f of found)
          findings.push({
            ...f,
            repo,
            half,
            change,
            verdict: verdicts.get(keyOf({ ...f, repo, change })) ?? null,
          });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { findings, missing, failed, changes, gone: goneFindings(entries, reviewed, findings) };
}

/**
 * The static lens's findings on one commit of the clone at `root` (with `wholeTree`, a parentless
 * commit of a whole tree), on `paths` only when given: what `prlens review --commit` reports.
 */
export async function reviewCommit(
  root: string,
  sha: string,
  wholeTree: boolean,
  paths: ReadonlySet<string> | null,
) {
  const local = await readLocalDiff(root, { kind: 'commit', sha });
  const files = parseUnifiedDiff(local.diff);
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      // A Go vendor/modules.txt stays: it says which vendored modules the change updates (select).
      files:
        paths === null
          ? files
          : files.filter((f) => paths.has(f.path) || /(?:^|\/)vendor\/modules\.txt$/.test(f.path)),
      workspace: new GitWorkspace(root),
      headRef: local.headRef,
    },
    // The commit's parent decides what is vendored or generated, as in a user's review. The HEAD
    // tree as one change stands for the repository as it is: its own tree is the base that says
    // which of its files are vendored or generated (a PR that adds such files is reviewed instead).
    baseRef: wholeTree ? sha : local.base,
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 100_000,
      minSeverity: 'low',
      minConfidence: 0,
    },
  });

  return [...result.findings, ...result.unanchored].map((f) => ({
    path: f.path,
    line: f.line,
    rule: staticRuleIdOf(f.body) ?? f.lens,
    severity: f.severity,
    inTests: classifyFile(f.path).class === 'test',
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--half');
  const asked = flag < 0 ? null : (process.argv[flag + 1] ?? '').split(',');
  const only = asked === null ? null : HALVES.filter((h) => asked.includes(h));
  const unknown = asked?.filter((a) => !HALVES.some((h) => h === a)) ?? [];
  if (unknown.length > 0 || only?.length === 0)
    throw new Error(`--half takes ${HALVES.join(', ')} (comma-separated), not ${String(asked)}`);
  const { findings, missing, failed, changes, gone } = await measureRealRepos(
    VERDICTS,
    only,
    process.argv.includes('--judged'),
  );
  for (const repo of missing) console.error(`skipped ${repo}: no mirror at ${mirrorOf(repo)}`);
  for (const change of failed) console.error(`FAILED to review ${change}`);
  // A change left unreviewed makes the figures incomplete: the run says so by its exit code too.
  if (failed.length > 0) process.exitCode = 1;
  if (totalChanges(changes) === 0) {
    console.log('no repository mirror on this machine: nothing measured (set PRLENS_MIRRORS to measure)');
  } else if (process.argv.includes('--list')) {
    const open = findings
      .filter((f) => f.verdict === null)
      .map(({ repo, change, rule, path: p, line: l, severity }) => ({
        repo,
        change,
        rule,
        path: p,
        line: l,
        severity,
        verdict: '',
        why: '',
      }));
    console.log(stringify(open));
  } else {
    console.log(
      process.argv.includes('--json')
        ? JSON.stringify(findings, null, 2)
        : formatHalves(findings, changes, gone),
    );
    const unjudged = findings.filter((f) => f.verdict === null);
    // On stderr: stdout stays one JSON document with --json.
    if (unjudged.length > 0) {
      const file = path.relative(process.cwd(), VERDICTS);
      console.error(`\n${unjudged.length} UNJUDGED finding(s): judge each and add it to ${file}`);
      console.error('(`--list` prints them as YAML entries to fill in):');
      for (const line of formatUnjudged(unjudged)) console.error(`  ${line}`);
      process.exitCode = 1;
    }
  }
}
