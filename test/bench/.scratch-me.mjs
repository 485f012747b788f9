// test/helpers/browser.ts
import { join as join2 } from "node:path";

// test/helpers/root.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function projectRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
var root = projectRoot();

// test/helpers/browser.ts
import { chromium } from "playwright-core";
var RESULTS_DIR = join2(root, "test-results");
var DESKTOP = { width: 1280, height: 800 };
var CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  });
}
async function launchWith(server2) {
  const [browser2, started] = await Promise.allSettled([launchBrowser(), server2]);
  if (browser2.status === "fulfilled" && started.status === "fulfilled") return [browser2.value, started.value];
  if (browser2.status === "fulfilled") await browser2.value.close();
  if (started.status === "fulfilled") await started.value.stop();
  throw browser2.status === "rejected" ? browser2.reason : started.reason;
}
async function openTab(browser2, options = {}) {
  const phone = options.viewport ? options.viewport.width < 600 : false;
  const context = await browser2.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? DESKTOP,
    deviceScaleFactor: 1,
    isMobile: options.isMobile ?? phone,
    hasTouch: options.isMobile ?? phone,
    locale: "en-US"
  });
  context.setDefaultTimeout(1e4);
  context.setDefaultNavigationTimeout(15e3);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors, close: () => context.close() };
}

// test/helpers/process-server.ts
import { spawn } from "node:child_process";
import { existsSync as existsSync2, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join as join3 } from "node:path";
var SERVER = join3(root, "dist/server.js");
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
var freshDataDir = () => mkdtempSync(join3(tmpdir(), "shield-e2e-"));
var removeDataDir = (dir) => rmSync(dir, { recursive: true, force: true });
function exited(child) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
}
async function startProcessServer(options = {}) {
  if (!existsSync2(SERVER)) throw new Error(`${SERVER} is missing: run node build.mjs first`);
  const dataDir2 = options.dataDir ?? freshDataDir();
  const port = options.port ?? await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir2, APP_URL: url, NODE_ENV: "production", ...options.env },
    stdio: ["ignore", "pipe", "pipe"]
  });
  let output = "";
  child.stdout.on("data", (d) => output += d);
  child.stderr.on("data", (d) => output += d);
  const exit = exited(child);
  const until = Date.now() + (options.timeoutMs ?? 3e4);
  for (; ; ) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${await exit}) before it was ready:
${output}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1e3) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
    }
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready within the time limit:
${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    dataDir: dataDir2,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15e3);
      try {
        return await exit;
      } finally {
        clearTimeout(timer);
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      return exit;
    }
  };
}

// src/server/http/headers.ts
var CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ");

// src/server/http/body.ts
var utf8 = new TextDecoder("utf-8", { fatal: true });

// src/server/http/json.ts
var JSON_LIMIT_BYTES = 64 * 1024;

// src/server/http/linger.ts
var LINGER_BYTES = 4 * 1024 * 1024;

// src/server/http/rate-limit.ts
var HOUR_MS = 60 * 60 * 1e3;
var DEFAULT_LIMITS = {
  loginPerIp: 100,
  loginFailuresPerIp: 30,
  loginFailuresPerAccountIp: 10,
  loginSlowAfter: 10,
  loginSlowdownMs: 250,
  resetPerIp: 30,
  resetPerEmailIp: 5,
  resetMailsPerEmail: 10,
  setPasswordPerIp: 20,
  registerPerIp: 30,
  invitesPerAccount: 30,
  emailChangesPerUser: 5,
  collectPerIp: 1200,
  windowMs: 15 * 60 * 1e3
};

// src/shared/plans.ts
var SETUP_FEE = 300;
var PLANS = [
  { name: "STARTER", emoji: "\u{1F680}", price: 499, sessions: 75e3, setupFee: SETUP_FEE, rank: 1 },
  { name: "PRO", emoji: "\u26A1", price: 699, sessions: 2e5, setupFee: SETUP_FEE, rank: 2 },
  { name: "SCALE", emoji: "\u{1F4C8}", price: 1099, sessions: 4e5, setupFee: SETUP_FEE, rank: 3 },
  { name: "ULTRA", emoji: "\u{1F48E}", price: 2e3, sessions: 8e5, setupFee: SETUP_FEE, rank: 4 },
  { name: "TITAN", emoji: "\u{1F451}", price: 3500, sessions: 15e5, setupFee: SETUP_FEE, rank: 5 }
];
var QUOTA_WARNING_RATIO = 0.8;

// src/shared/common-passwords.ts
var COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess.";
var commonPasswordKey = (password) => password.toLowerCase().replace(/[^\p{L}]+$/u, "");
function parseCommonPasswords(text2) {
  const keys = /* @__PURE__ */ new Set();
  for (const line of text2.split("\n")) {
    const key = commonPasswordKey(line.trim());
    if (key) keys.add(key);
  }
  return keys;
}
var isCommonPassword = (password, list) => list.has(commonPasswordKey(password));

// src/shared/validators.ts
var text = (value) => typeof value === "string" ? value : "";
var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var required = (message) => (value) => text(value).trim() === "" ? message : void 0;
var email = (message) => (value) => text(value).trim() !== "" && !EMAIL.test(text(value).trim()) ? message : void 0;
var minLength = (n, message) => (value) => text(value) !== "" && text(value).length < n ? message : void 0;
var maxLength = (n, message) => (value) => text(value).length > n ? message : void 0;
var loginSchema = {
  email: [required("Email is required"), email("Invalid email")],
  password: [required("Password is required"), minLength(6, "Too Short!"), maxLength(200, "Too Long!")]
};

// src/shared/password-validators.ts
var PASSWORD_REQUIREMENTS = [
  { label: "At least 8 characters", message: "Password must be at least 8 characters", test: (p) => p.length >= 8 },
  { label: "One uppercase letter", message: "Password must contain at least one uppercase letter", test: (p) => /[A-Z]/.test(p) },
  { label: "One lowercase letter", message: "Password must contain at least one lowercase letter", test: (p) => /[a-z]/.test(p) },
  { label: "One number", message: "Password must contain at least one number", test: (p) => /[0-9]/.test(p) },
  { label: "One special character", message: "Password must contain at least one special character", test: (p) => /[^A-Za-z0-9]/.test(p) }
];
var notCommon = (value, _all, known) => known?.commonPasswords && isCommonPassword(text(value), known.commonPasswords) ? COMMON_PASSWORD_MESSAGE : void 0;
var strongPassword = [
  required("Password is required"),
  (value) => PASSWORD_REQUIREMENTS.find((r) => !r.test(text(value)))?.message,
  maxLength(200, "Password must be at most 200 characters"),
  notCommon
];
var setPasswordSchema = {
  password: strongPassword,
  confirmPassword: [
    required("Please confirm your password"),
    ((value, all) => text(value) !== text(all.password) ? "Passwords don't match" : void 0)
  ]
};
var setPasswordServerSchema = {
  token: [required("Token is required")],
  password: strongPassword
};
var registerSchema = {
  name: [required("Name is required"), maxLength(100, "Name must be at most 100 characters")],
  email: [required("Email is required"), email("Invalid email address"), maxLength(254, "Invalid email address")],
  password: strongPassword,
  company: [maxLength(100, "Company must be at most 100 characters")]
};
var resetRequestSchema = {
  email: [required("Email is required"), email("Invalid email address")]
};

// src/shared/common-passwords.txt
var common_passwords_default = "123456\npassword\n12345678\nqwerty\n123456789\n12345\n1234\n111111\n1234567\ndragon\n123123\nbaseball\nabc123\nfootball\nmonkey\nletmein\nshadow\nmaster\n696969\nmustang\n666666\nqwertyuiop\n123321\n1234567890\npussy\nsuperman\n654321\n1qaz2wsx\n7777777\nfuckyou\nqazwsx\njordan\n123qwe\n000000\nkiller\ntrustno1\nhunter\nharley\nzxcvbnm\nasdfgh\nbuster\nbatman\nsoccer\ntigger\ncharlie\nsunshine\niloveyou\nfuckme\nranger\nhockey\ncomputer\nstarwars\nasshole\npepper\nklaster\n112233\nzxcvbn\nfreedom\nprincess\nmaggie\npass\nginger\n11111111\n131313\nfuck\nlove\ncheese\n159753\nsummer\nchelsea\ndallas\nbiteme\nmatrix\nyankees\n6969\ncorvette\naustin\naccess\nthunder\nmerlin\nsecret\ndiamond\nhello\nhammer\nfucker\n1234qwer\nsilver\ngfhjkm\ninternet\nsamantha\ngolfer\nscooter\ntest\norange\ncookie\nq1w2e3r4t5\nmaverick\nsparky\nphoenix\nmickey\nbigdog\nsnoopy\nguitar\nwhatever\nchicken\ncamaro\nmercedes\npeanut\nferrari\nfalcon\ncowboy\nwelcome\nsexy\nsamsung\nsteelers\nsmokey\ndakota\narsenal\nboomer\neagles\ntigers\nmarina\nnascar\nbooboo\ngateway\nyellow\nporsche\nmonster\nspider\ndiablo\nhannah\nbulldog\njunior\nlondon\npurple\ncompaq\nlakers\niceman\nqwer1234\nhardcore\ncowboys\nmoney\nbanana\nncc1701\nboston\ntennis\nq1w2e3r4\ncoffee\nscooby\n123654\nnikita\nyamaha\nmother\nbarney\nbrandy\nchester\nfuckoff\noliver\nplayer\nforever\nrangers\nmidnight\nchicago\nbigdaddy\nredsox\nangel\nbadboy\nfender\njasper\nslayer\nrabbit\nnatasha\nmarine\nbigdick\nwizard\nmarlboro\nraiders\nprince\ncasper\nfishing\nflower\njasmine\niwantu\npanties\nadidas\nwinter\nwinner\ngandalf\npassword1\nenter\nghbdtn\n1q2w3e4r\ngolden\ncocacola\njordan23\nwinston\nmadison\nangels\npanther\nblowme\nsexsex\nbigtits\nspanky\nbitch\nsophie\nasdfasdf\nhorny\nthx1138\ntoyota\ntiger\ndick\ncanada\n12344321\nblowjob\n8675309\nmuffin\nliverpoo\napples\nqwerty123\npassw0rd\nabcd1234\npokemon\n123abc\nslipknot\nqazxsw\n123456a\nscorpion\nqwaszx\nbutter\nstartrek\nrainbow\nasdfghjkl\nrazz\nnewyork\nredskins\ngemini\ncameron\nqazwsxedc\nflorida\nliverpool\nturtle\nsierra\nviking\nbooger\nbutthead\ndoctor\nrocket\n159357\ndolphins\ncaptain\nbandit\njaguar\npackers\npookie\npeaches\n789456\nasdf\ndolphin\nhelpme\nblue\ntheman\nmaxwell\nqwertyui\nshithead\nlovers\nmaddog\ngiants\nnirvana\nmetallic\nhotdog\nrosebud\nmountain\nwarrior\nstupid\nelephant\nsuckit\nsuccess\nbond007\njackass\nalexis\nporn\nlucky\nscorpio\nsamson\nq1w2e3\nazerty\nrush2112\ndriver\nfreddy\n1q2w3e4r5t\nsydney\ngators\ndexter\nred123\n123456q\n12345a\nbubba\ncreative\nvoodoo\ngolf\ntrouble\namerica\nnissan\ngunner\ngarfield\nbullshit\nasdfghjk\n5150\nfucking\napollo\n1qazxsw2\n2112\neminem\nlegend\nairborne\nbear\nbeavis\napple\nbrooklyn\ngodzilla\nskippy\n4815162342\nbuddy\nqwert\nkitten\nmagic\nshelby\nbeaver\nphantom\nasdasd\nxavier\nbraves\ndarkness\nblink182\ncopper\nplatinum\nqweqwe\ntomcat\n01012011\ngirls\nbigboy\n102030\nanimal\npolice\nonline\n11223344\nvoyager\nlifehack\n12qwaszx\nfish\nsniper\n315475\ntrinity\nblazer\nheaven\nlover\nsnowball\nplayboy\nloveme\nbubbles\nhooters\ncricket\nwillow\ndonkey\ntopgun\nnintendo\nsaturn\ndestiny\npakistan\npumpkin\ndigital\nsergey\nredwings\nexplorer\ntits\nprivate\nrunner\ntherock\nguinness\nlasvegas\nbeatles\n789456123\nfire\ncassie\nchristin\nqwerty1\nceltic\nasdf1234\nandrey\nbroncos\n007007\nbabygirl\neclipse\nfluffy\ncartman\nmichigan\ncarolina\ntesting\nalexande\nbirdie\npantera\ncherry\nvampire\nmexico\ndickhead\nbuffalo\ngenius\nmontana\nbeer\nminecraft\nmaximus\nflyers\nlovely\nstalker\nmetallica\ndoggie\nsnickers\nspeedy\nbronco\nlol123\nparadise\nyankee\nhorses\nmagnum\ndreams\n147258369\nlacrosse\nou812\ngoober\nenigma\nqwertyu\nscotty\npimpin\nbollocks\nsurfer\ncock\npoohbear\ngenesis\nstar\nasd123\nqweasdzxc\nracing\nhello1\nhawaii\neagle1\nviper\npoopoo\neinstein\nboobies\n12345q\nbitches\ndrowssap\nsimple\nbadger\nalaska\naction\njester\ndrummer\n111222\nspitfire\nforest\nmaryjane\nchampion\ndiesel\nsvetlana\nfriday\nhotrod\n147258\nchevy\nlucky1\nwestside\nsecurity\ngoogle\nbadass\ntester\nshorty\nthumper\nhitman\nmozart\nzaq12wsx\nboobs\nreddog\n010203\nlizard\na123456\n123456789a\nruslan\neagle\n1232323q\nscarface\nqwerty12\n147852\na12345\nbuddha\nporno\n420420\nspirit\nmoney1\nstargate\nqwe123\nnaruto\nmercury\nliberty\n12345qwert\nsemperfi\nsuzuki\npopcorn\nspooky\nmarley\nscotland\nkitty\ncherokee\nvikings\nsimpsons\nrascal\nqweasd\nhummer\nloveyou\nmichael1\npatches\nrussia\njupiter\npenguin\npassion\ncumshot\nvfhbyf\nhonda\nvladimir\nsandman\npassport\nraider\nbastard\n123789\ninfinity\nassman\nbulldogs\nfantasy\nsucker\n1234554321\nhorney\ndomino\nbudlight\ndisney\nironman\nusuckballz1\nsoftball\nbrutus\nredrum\nbigred\nmnbvcxz\nfktrcfylh\nkarina\nmarines\ndigger\nkawasaki\ncougar\nfireman\noksana\nmonday\ncunt\njustice\nnigger\nsuper\nwildcats\ntinker\nlogitech\ndancer\nswordfis\navalon\neverton\nalexandr\nmotorola\npatriots\nhentai\nmadonna\npussy1\nducati\ncolorado\nconnor\njuventus\ngalore\nsmooth\nfreeuser\nwarcraft\nboogie\ntitanic\nwolverin\nelizabet\narizona\nvalentin\nsaints\nasdfg\naccord\ntest123\npassword123\nchrist\nyfnfif\nstinky\nslut\nspiderma\nnaughty\nchopper\nhello123\nncc1701d\nextreme\nskyline\npoop\nzombie\npearljam\n123qweasd\nfroggy\nawesome\nvision\npirate\nfylhtq\ndreamer\nbullet\npredator\nempire\n123123a\nkirill\ncharlie1\npanthers\npenis\nskipper\nnemesis\nrasdzv3\npeekaboo\nrolltide\ncardinal\npsycho\ndanger\nmookie\nhappy1\nwanker\nchevelle\nmanutd\ngoblue\n9379992\nhobbes\nvegeta\nfyfcnfcbz\n852456\npicard\n159951\nwindows\nloverboy\nvictory\nvfrcbv\nbambam\nserega\n123654789\nturkey\ntweety\ngalina\nhiphop\nrooster\nchangeme\nberlin\ntaurus\nsuckme\npolina\nelectric\navatar\n134679\nmaksim\nraptor\nalpha1\nhendrix\nnewport\nbigcock\nbrazil\nspring\na1b2c3\nmadmax\nalpha\nbritney\nsublime\ndarkside\nbigman\nwolfpack\nclassic\nhercules\nronaldo\nletmein1\n1q2w3e\n741852963\nspiderman\nblizzard\n123456789q\ncheyenne\ncjkysirj\ntiger1\nwombat\nbubba1\npandora\nzxc123\nholiday\nwildcat\ndevils\nhorse\nalabama\n147852369\ncaesar\n12312\nbuddy1\nbondage\npussycat\npickle\nshaggy\ncatch22\nleather\nchronic\na1b2c3d4\nadmin\nqqq111\nqaz123\nairplane\nkodiak\nfreepass\nbillybob\nsunset\nkatana\nphpbb\nchocolat\nsnowman\nangel1\nstingray\nfirebird\nwolves\nzeppelin\ndetroit\npontiac\ngundam\npanzer\nvagina\noutlaw\nredhead\ntarheels\ngreenday\nnastya\n01011980\nhardon\nengineer\ndragon1\nhellfire\nserenity\ncobra\nfireball\nlickme\ndarkstar\n1029384756\n01011\nmustang1\nflash\n124578\nstrike\nbeauty\npavilion\n01012000\nbobafett\ndbrnjhbz\nbigmac\nbowling\nchris1\nytrewq\nnatali\npyramid\nrulez\nwelcome1\ndodgers\napache\nswimming\nwhynot\nteens\ntrooper\nfuckit\ndefender\nprecious\n135790\npackard\nweasel\npopeye\nlucifer\ncancer\nicecream\n142536\nraven\nswordfish\npresario\nviktor\nrockstar\nblonde\njames1\nwutang\nspike\npimp\natlanta\nairforce\nthailand\ncasino\nlennon\nmouse\n741852\nhacker\nbluebird\nhawkeye\n456123\ntheone\ncatfish\nsailor\ngoldfish\nnfnmzyf\ntattoo\npervert\nbarbie\nmaxima\nnipples\nmachine\ntrucks\nwrangler\nrocks\ntornado\nlights\ncadillac\nbubble\npegasus\nmadman\nlonghorn\nbrowns\ntarget\n666999\neatme\nqazwsx123\nmicrosoft\ndilbert\nchristia\nballer\nlesbian\nshooter\nxfiles\nseattle\nqazqaz\ncthutq\namateur\nprelude\ncorona\nfreaky\nmalibu\n123qweasdzxc\nassassin\n246810\natlantis\nintegra\npussies\niloveu\nlonewolf\ndragons\nmonkey1\nunicorn\nsoftware\nbobcat\nstealth\npeewee\nopenup\n753951\nsrinivas\nzaqwsx\nvalentina\nshotgun\ntrigger\nveronika\nbruins\ncoyote\nbabydoll\njoker\ndollar\nlestat\nrocky1\nhottie\nrandom\nbutterfly\nwordpass\nsmiley\nsweety\nsnake\nchipper\nwoody\nsamurai\ndevildog\ngizmo\nmaddie\nsoso123aljg\nmistress\nfreedom1\nflipper\nexpress\nhjvfirf\nmoose\ncessna\npiglet\npolaris\nteacher\nmontreal\ncookies\nwolfgang\nscully\nfatboy\nwicked\nballs\ntickle\nbunny\ndfvgbh\nfoobar\ntransam\npepsi\nfetish\noicu812\nbasketba\ntoshiba\nhotstuff\nsunday\nbooty\ngambit\n31415926\nimpala\nstephani\njessica1\nhooker\nlancer\nknicks\nshamrock\nfuckyou2\nstinger\n314159\nredneck\ndeftones\nsquirt\nsiemens\nblaster\ntrucker\nsubaru\nrenegade\nibanez\nmanson\nswinger\nreaper\nblondie\nmylove\ngalaxy\nblahblah\nenterpri\ntravel\n1234abcd\nbabylon5\nindiana\nskeeter\nmaster1\nsugar\nficken\nsmoke\nbigone\nsweetpea\nfucked\ntrfnthbyf\nmarino\nescort\nsmitty\nbigfoot\nbabes\nlarisa\ntrumpet\nspartan\nvalera\nbabylon\nasdfghj\nyankees1\nbigboobs\nstormy\nmister\nhamlet\naardvark\nbutterfl\nmarathon\npaladin\ncavalier\nmanchester\nskater\nindigo\nhornet\nbuckeyes\n01011990\nindians\nkarate\nhesoyam\ntoronto\ndiamonds\nchiefs\nbuckeye\n1qaz2wsx3edc\nhighland\nhotsex\ncharger\nredman\npasswor\nmaiden\ndrpepper\nstorm\npornstar\ngarden\n12345678910\npencil\nsherlock\ntimber\nthuglife\ninsane\npizza\njungle\njesus1\naragorn\n1a2b3c\nhamster\ndavid1\ntriumph\ntechno\nlollol\npioneer\ncatdog\n321654\nfktrctq\nmorpheus\n141627\npascal\nshadow1\nhobbit\nwetpussy\nerotic\nconsumer\nblabla\njustme\nstones\nchrissy\nspartak\ngoforit\nburger\npitbull\nadgjmptw\nitalia\nbarcelona\nhunting\ncolors\nkissme\nvirgin\noverlord\npebbles\nsundance\nemerald\ndoggy\nracecar\nirina\nelement\n1478963\nzipper\nalpine\nbasket\ngoddess\npoison\nnipple\nsakura\nchichi\nhuskers\n13579\npussys\nq12345\nultimate\nncc1701e\nblackie\nnicola\nrommel\nmatthew1\ncaserta\nomega\ngeronimo\nsammy1\ntrojan\n123qwe123\nphilips\nnugget\ntarzan\nchicks\naleksandr\nbassman\ntrixie\nportugal\nanakin\ndodger\nbomber\nsuperfly\nmadness\nq1w2e3r4t5y6\nloser\n123asd\nfatcat\nybrbnf\nsoldier\nwarlock\nwrinkle1\ndesire\nsexual\nbabe\nseminole\nalejandr\n951753\n11235813\nwestham\nandrei\nconcrete\naccess14\nweed\nletmein2\nladybug\nnaked\nchristop\ntrombone\ntintin\nbluesky\nrhbcnbyf\nqazxswedc\nonelove\ncdtnkfyf\nwhore\nvfvjxrf\ntitans\nstallion\ntruck\nhansolo\nblue22\nsmiles\nbeagle\npanama\nkingkong\nflatron\ninferno\nmongoose\nconnect\npoiuyt\nsnatch\nqawsed\njuice\nblessed\nrocker\nsnakes\nturbo\nbluemoon\nsex4me\nfinger\njamaica\na1234567\nmulder\nbeetle\nfuckyou1\npassat\nimmortal\nplastic\n123454321\nanthony1\nwhiskey\ndietcoke\nsuck\nspunky\nmagic1\nmonitor\ncactus\nexigen\nplanet\nripper\nteen\nspyder\napple1\nnolimit\nhollywoo\nsluts\nsticky\ntrunks\n1234321\n14789632\npickles\nsailing\nbonehead\nghbdtnbr\ndelta\ncharlott\nrubber\n911911\n112358\nmolly1\nyomama\nhongkong\njumper\nwilliam1\nilovesex\nfaster\nunreal\ncumming\nmemphis\n1123581321\nnylons\nlegion\nsebastia\nshalom\npentium\ngeheim\nwerewolf\nfuntime\nferret\norion\ncurious\n555666\nniners\ncantona\nsprite\nphilly\npirates\nabgrtyu\nlollipop\neternity\nboeing\nsuper123\nsweets\ncooldude\ntottenha\ngreen1\njackoff\nstocking\n7895123\nmoomoo\nmartini\nbiscuit\ndrizzt\ncolt45\nfossil\nmakaveli\nsnapper\nsatan666\nmaniac\nsalmon\npatriot\nverbatim\nnasty\nshasta\nasdzxc\nshaved\nblackcat\nraistlin\nqwerty12345\npunkrock\ncjkywt\n01012010\n4128\nwaterloo\ncrimson\ntwister\noxford\nmusicman\nseinfeld\nbiggie\ncondor\nravens\nmegadeth\nwolfman\ncosmos\nsharks\nbanshee\nkeeper\nfoxtrot\ngn56gn56\nskywalke\nvelvet\nblack1\nsesame\ndogs\nsquirrel\nprivet\nsunrise\nwolverine\nsucks\nlegolas\ngrendel\nghost\ncats\ncarrot\nfrosty\nlvbnhbq\nblades\nstardust\nfrog\nqazwsxed\n121314\ncoolio\nbrownie\ngroovy\ntwilight\ndaytona\nvanhalen\npikachu\npeanuts\nlicker\nhershey\njericho\nintrepid\nninja\n1234567a\nzaq123\nlobster\ngoblin\npunisher\nstrider\nshogun\nkansas\namadeus\nseven7\njason1\nneptune\nshowtime\nmuscle\noldman\nekaterina\nrfrfirf\ngetsome\nshowme\n111222333\nobiwan\nskittles\ndanni\ntanker\nmaestro\ntarheel\nanubis\nhannibal\nanal\nnewlife\ngothic\nshark\nfighter\nblue123\nblues\n123456z\nprinces\nslick\nchaos\nthunder1\nsabine\n1q2w3e4r5t6y\npython\ntest1\nmirage\ndevil\nclover\ntequila\nchelsea1\nsurfing\ndelete\npotato\nchubby\npanasonic\nsandiego\nportland\nbaggins\nfusion\nsooners\nblackdog\nbuttons\ncaliforn\nmoscow\nplaytime\nmature\n1a2b3c4d\ndagger\ndima\nstimpy\nasdf123\ngangster\nwarriors\niverson\nchargers\nbyteme\nswallow\nliquid\nlucky7\ndingdong\nnymets\ncracker\nmushroom\n456852\ncrusader\nbigguy\nmiami\ndkflbvbh\nbugger\nnimrod\ntazman\nstranger\nnewpass\ndoodle\npowder\ngotcha\nguardian\ndublin\nslapshot\nseptembe\n147896325\npepsi1\nmilano\ngrizzly\nwoody1\nknights\nphotos\n2468\nnookie\ncharly\nrammstein\nbrasil\n123321123\nscruffy\nmunchkin\npoopie\n123098\nkittycat\nlatino\nwalnut\n1701\nthegame\nviper1\n1passwor\nkolobok\npicasso\nrobert1\nbarcelon\nbananas\ntrance\nauburn\ncoltrane\neatshit\ngoodluck\nstarcraft\nwheels\nparrot\npostal\nblade\nwisdom\npink\ngorilla\nkaterina\npass123\nandrew1\nshaney14\ndumbass\nosiris\nfuck_inside\noakland\ndiscover\nranger1\nspanking\nlonestar\nbingo\nmeridian\nping\nheather1\ndookie\nstonecol\nmegaman\n192837465\nrjntyjr\nledzep\nlowrider\n25802580\nrichard1\nfirefly\ngriffey\nracerx\nparadox\nghjcnj\ngangsta\nzaq1xsw2\ntacobell\nweezer\nsirius\nhalflife\nbuffett\nshiloh\n123698745\nvertigo\nsergei\naliens\nsobaka\nkeyboard\nkangaroo\nsinner\nsoccer1\n0.0.000\nbonjour\nsocrates\nchucky\nhotboy\nsprint\n0007\nsarah1\nscarlet\ncelica\nshazam\nformula1\nsommer\ntrebor\nqwerasdf\njeep\nmailcreated5240\nbollox\nasshole1\nfuckface\nhonda1\nrebels\nvacation\nlexmark\npenguins\n12369874\nragnarok\nformula\n258456\ntempest\nvfhecz\ntacoma\nqwertz\ncolombia\nflames\nrockon\nduck\nprodigy\nwookie\ndodgeram\nmustangs\n123qaz\nsithlord\nsmoker\nserver\nbang\nincubus\nscoobydo\noblivion\nmolson\nkitkat\ntitleist\nrescue\nzxcv1234\ncarpet\n1122\nbigballs\ntardis\njimbob\nxanadu\nblueeyes\nshaman\nmersedes\npooper\npussy69\ngolfing\nhearts\nmallard\n12312312\nkenwood\npatrick1\ndogg\ncowboys1\noracle\n123zxc\nnuttertools\n102938\ntopper\n1122334455\nshemale\nsleepy\ngremlin\nyourmom\n123987\ngateway1\nprinter\nmonkeys\npeterpan\nmikey\nkingston\ncooler\nanalsex\njimbo\npa55word\nasterix\nfreckles\nbirdman\nfrank1\ndefiant\naussie\nstud\nblondes\ntatyana\n445566\naspirine\nmariners\njackal\ndeadhead\nkatrin\nanime\nrootbeer\nfrogger\npolo\nscooter1\nhallo\nnoodles\nthomas1\nparola\nshaolin\nceline\n11112222\nplymouth\ncreampie\njustdoit\nohyeah\nfatass\nassfuck\namazon\n1234567q\nkisses\nmagnus\ncamel\nnopass\nbosco\n987456\n6751520\nharley1\nputter\nchamps\nmassive\nspidey\nlightnin\ncamelot\nletsgo\ngizmodo\naezakmi\nbones\ncaliente\n12121\ngoodtime\nthankyou\nraiders1\nbrucelee\nredalert\naquarius\n456654\ncatherin\nsmokin\npooh\nmypass\nastros\nroller\nporkchop\nsapphire\nqwert123\nkevin1\na1s2d3f4\nbeckham\natomic\nrusty1\nvanilla\nqazwsxedcrfv\nhunter1\nkaktus\ncxfcnmt\nblacky\n753159\nelvis1\naggies\nblackjac\nbangkok\nscream\n123321q\niforgot\npower1\nkasper\nabc12\nbuster1\nslappy\nshitty\nveritas\nchevrole\namber1\n01012001\nvader\namsterdam\njammer\nprimus\nspectrum\neduard\ngranny\nhorny1\nsasha1\nclancy\nusa123\nsatan\ndiamond1\nhitler\navenger\n1221\nspankme\n123456qwerty\nsimba\nsmudge\nscrappy\nlabrador\njohn316\nsyracuse\nfront242\nfalcons\nhusker\ncandyman\ncommando\ngator\npacman\ndelta1\npancho\nkrishna\nfatman\nclitoris\npineappl\nlesbians\n8j4ye3uz\nbarkley\nvulcan\npunkin\nboner\nceltics\nmonopoly\nflyboy\nromashka\nhamburg\n123456aa\nlick\ngangbang\n223344\narea51\nspartans\naaa111\ntricky\nsnuggles\ndrago\nhomerun\nvectra\nhomer1\nhermes\ntopcat\ncuddles\ninfiniti\n1234567890q\ncosworth\ngoose\nphoenix1\nkiller1\nivanov\nbossman\nqawsedrf\npeugeot\nexigent\ndoberman\ndurango\nbrandon1\nplumber\ntelefon\nhorndog\nlaguna\nrbhbkk\ndawg\nwebmaster\nbreeze\nbeast\nporsche9\nbeefcake\nleopard\nredbull\noscar1\ntopdog\ngodsmack\ntheking\npics\nomega1\nspeaker\nviktoria\nfuckers\nbowler\nstarbuck\ngjkbyf\nvalhalla\nanarchy\nblacks\nherbie\nkingpin\nstarfish\nnokia\nloveit\nachilles\n906090\nlabtec\nncc1701a\nfitness\njordan1\nbrando\narsenal1\nbull\nkicker\nnapass\ndesert\nsailboat\nbohica\ntractor\nhidden\nmuppet\njackson1\njimmy1\nterminator\nphillies\npa55w0rd\nterror\nfarside\nswingers\nlegacy\nfrontier\nbutthole\ndoughboy\njrcfyf\ntuesday\nsabbath\ndaniel1\nnebraska\nhomers\nqwertyuio\nazamat\nfallen\nagent007\nstriker\ncamels\niguana\nlooker\npinkfloy\nmoloko\nqwerty123456\ndannyboy\nluckydog\n789654\npistol\nwhocares\ncharmed\nskiing\nselect\nfranky\npuppy\ndaniil\nvladik\nvette\nvfrcbvrf\nihateyou\nnevada\nmoneys\nvkontakte\nmandingo\npuppies\n666777\nmystic\nzidane\nkotenok\ndilligaf\nbudman\nbunghole\nzvezda\n123457\ntriton\ngolfball\ntechnics\ntrojans\npanda\nlaptop\nrookie\n01011991\n15426378\naberdeen\ngustav\njethro\nenterprise\nigor\nstripper\nfilter\nhurrican\nrfnthbyf\nlespaul\ngizmo1\nbutch\n132435\ndthjybrf\n1366613\nexcalibu\n963852\nnofear\nmomoney\npossum\ncutter\noilers\nmoocow\ncupcake\ngbpltw\nbatman1\nsplash\nsvetik\nsuper1\nsoleil\nbogdan\nmelissa1\nvipers\nbabyboy\ntdutybq\nlancelot\nccbill\nkeystone\npasswort\nflamingo\nfirefox\ndogman\nvortex\nrebel\nnoodle\nraven1\nzaphod\nkillme\npokemon1\ncoolman\ndanila\ndesigner\nskinny\nkamikaze\ndeadman\ngopher\ndoobie\nwarhammer\ndeeznuts\nfreaks\nengage\nchevy1\nsteve1\napollo13\nponcho\nhammers\nazsxdc\ndracula\n000007\nsassy\nbitch1\nboots\ndeskjet\n12332\nmacdaddy\nmighty\nrangers1\nmanchest\nsterlin\ncasey1\nmeatball\nmailman\nsinatra\ncthulhu\nsummer1\nbubbas\ncartoon\nbicycle\neatpussy\ntruelove\nsentinel\ntolkien\nbreast\ncapone\nlickit\nsummit\n123456k\npeter1\ndaisy1\nkitty1\n123456789z\ncrazy1\njamesbon\ntexas1\nsexygirl\n362436\nsonic\nbillyboy\nredhot\nmicrosof\nmicrolab\ndaddy1\nrockets\niloveyo\nfernand\ngordon24\ndanie\ncutlass\npolska\nstar69\ntitties\npantyhos\n01011985\nthekid\naikido\ngofish\nmayday\n1234qwe\ncoke\nanfield\nsony\nlansing\nsmut\nscotch\nsexx\ncatman\n73501505\nhustler\nsaun\ndfkthbz\npasswor1\njenny1\nazsxdcfv\ncheers\nirish1\ngabrie\ntinman\norioles\n1225\ncharlton\nfortuna\n01011970\nairbus\nrustam\nxtreme\nbigmoney\nzxcasd\nretard\ngrumpy\nhuskies\nboxing\n4runner\nkelly1\nultima\nwarlord\nfordf150\noranges\nrotten\nasdfjkl\nsuperstar\ndenali\nsultan\nbikini\nsaratoga\nthor\nfigaro\nsixers\nwildfire\nvladislav\n128500\nsparta\nmayhem\ngreenbay\nchewie\nmusic1\nnumber1\ncancun\nfabie\nmellon\npoiuytrewq\ncloud9\ncrunch\nbigtime\nchicken1\npiccolo\nbigbird\n321654987\nbilly1\nmojo\n01011981\nmaradona\nsandro\nchester1\nbizkit\nrjirfrgbde\n789123\nrightnow\njasmine1\nhyperion\ntreasure\nmeatloaf\narmani\nrovers\njarhead\n01011986\ncruise\ncoconut\ndragoon\nutopia\ndavids\ncosmo\nrfhbyf\nreebok\n1066\ncharli\ngiorgi\nsticks\nsayang\npass1234\nexodus\nanaconda\nzaqxsw\nillini\nwoofwoof\nemily1\nsandy1\npacker\npoontang\ngovols\njedi\ntomato\nbeaner\ncooter\ncreamy\nlionking\nhappy123\nalbatros\npoodle\nkenworth\ndinosaur\ngreens\ngoku\nhappyday\neeyore\ntsunami\ncabbage\nholyshit\nturkey50\nmemorex\nchaser\nbogart\norgasm\ntommy1\nvolley\nwhisper\nknopka\nericsson\nwalleye\n321123\npepper1\nkatie1\nchickens\ntyler1\ncorrado\ntwisted\n100000\nzorro\nclemson\nzxcasdqwe\ntootsie\nmilana\nzenith\nfktrcfylhf\nshania\nfrisco\npolniypizdec0211\ncrazybab\njunebug\nfugazi\nrereirf\nvfvekz\n1001\nsausage\nvfczyz\nkoshka\nclapton\njustin1\nanhyeuem\ncondom\nfubar\nhardrock\nskywalker\ntundra\ncocks\ngringo\n150781\ncanon\nvitalik\naspire\nstocks\nsamsung1\napplepie\nabc12345\narjay\ngandalf1\nboob\npillow\nsparkle\ngmoney\nrockhard\nlucky13\nsamiam\neverest\nhellyeah\nbigsexy\nskorpion\nrfrnec\nhedgehog\naustrali\ncandle\nslacker\ndicks\nvoyeur\njazzman\namerica1\nbobby1\nbr0d3r\nwolfie\nvfksirf\n1qa2ws3ed\n13243546\nfright\nyosemite\ntemp\nkarolina\nfart\nbarsik\nsurf\ncheetah\nbaddog\ndeniska\nstarship\nbootie\nmilena\nhithere\nkume\ngreatone\ndildo\n50cent\n0.0.0.000\nalbion\namanda1\nmidget\nlion\nmaxell\nfootball1\ncyclone\nfreeporn\nnikola\nbonsai\nkenshin\nslider\nballoon\nroadkill\nkillbill\n222333\njerkoff\n78945612\ndinamo\ntekken\nrambler\ngoliath\ncinnamon\nmalaka\nbackdoor\nfiesta\npackers1\nrastaman\nfletch\nsojdlg123aljg\nstefano\nartemis\ncalico\nnyjets\ndamnit\nrobotech\nduchess\nrctybz\nhooter\nkeywest\n18436572\nhal9000\nmechanic\npingpong\noperator\npresto\nsword\nrasputin\nspank\nbristol\nfaggot\nshado\n963852741\namsterda\n321456\nwibble\ncarrera\nalibaba\nmajestic\nramses\nduster\nroute66\ntrident\nclipper\nsteeler\nwrestlin\ndivine\nkipper\ngotohell\nkingfish\nsnake1\npasswords\nbuttman\npompey\nviagra\nzxcvbnm1\nspurs\n332211\nslutty\nlineage2\noleg\nmacross\npooter\nbrian1\nqwert1\ncharles1\nslave\njokers\nyzerman\nswimmer\nne1469\nnwo4life\nsolnce\nseamus\nlolipop\npupsik\nmoose1\nivanova\nsecret1\nmatador\nlove69\n420247\nktyjxrf\nsubway\ncinder\nvermont\npussie\nchico\nflorian\nmagick\nguiness\nallsop\nghetto\nflash1\na123456789\ntyphoon\ndfkthf\ndepeche\nskydive\ndammit\nseeker\nfuckthis\ncrysis\nkcj9wx5n\numbrella\nr2d2c3po\n123123q\nsnoopdog\ncritter\ntheboss\nding\n162534\nsplinter\nkinky\ncyclops\njayhawk\n456321\ncaramel\nqwer123\nunderdog\ncaveman\nonlyme\ngrapes\nfeather\nhotshot\nfuckher\nrenault\ngeorge1\nsex123\npippen\n000001\n789987\nfloppy\ncunts\nmegapass\n1000\npornos\nusmc\nkickass\ngreat1\nquattro\n135246\nwassup\nhelloo\np0015123\nnicole1\nchivas\nshannon1\nbullseye\njava\nfishes\nblackhaw\njamesbond\ntunafish\njuggalo\ndkflbckfd\n123789456\ndallas1\ntranslator\n122333\nbeanie\nalucard\ngfhjkm123\nsupersta\nmagicman\nashley1\ncohiba\nxbox360\ncaligula\n12131415\nfacial\n7753191\ndfktynbyf\ncobra1\ncigars\nfang\nklingon\nbob123\nsafari\nlooser\n10203\ndeepthroat\nmalina\n200000\ntazmania\ngonzo\ngoalie\njacob1\nmonaco\ncruiser\nmisfit\nvh5150\ntommyboy\nmarino13\nyousuck\nsharky\nvfhufhbnf\nhorizon\nabsolut\nbrighton\n123456r\ndeath1\nkungfu\nmaxx\nforfun\nmamapapa\nenter1\nbudweise\nbanker\ngetmoney\nkostya\nqazwsx12\nbigbear\nvector\nfallout\nnudist\ngunners\nroyals\nchainsaw\nscania\ntrader\nblueboy\nwalrus\neastside\nkahuna\nqwerty1234\nlove123\nsteph\n01011989\ncypress\nchamp\nundertaker\nybrjkfq\neuropa\nsnowboar\nsabres\nmoneyman\nchrisbln\nminime\nnipper\ngroucho\nwhitey\nviewsonic\npenthous\nwolf359\nfabric\nflounder\ncoolguy\nwhitesox\npassme\nsmegma\nskidoo\nthanatos\nfucku2\nsnapple\ndalejr\nmondeo\nthesims\nmybaby\npanasoni\nsinbad\nthecat\ntopher\nfrodo\nsneakers\nq123456\nz1x2c3\nalfa\nchicago1\ntaylor1\nghjcnjnfr\ncat123\nolivier\ncyber\ntitanium\n0420\nmadison1\njabroni\ndang\nhambone\nintruder\nholly1\ngargoyle\nsadie1\nstatic\nposeidon\nstudly\nnewcastl\nsexxxx\npoppy\njohannes\ndanzig\nbeastie\nmusica\nbuckshot\nsunnyday\nadonis\nbluedog\nbonkers\n2128506\nchrono\ncompute\nspawn\n01011988\nturbo1\nsmelly\nwapbbs\ngoldstar\nferrari1\n778899\nquantum\npisces\nboomboom\ngunnar\n1024\ntest1234\nflorida1\nnike\nsuperman1\nmultiplelo\ncustom\nmotherlode\n1qwerty\nwestwood\nusnavy\napple123\ndaewoo\nkorn\nstereo\nsasuke\nsunflowe\nwatcher\ndharma\n555777\nmouse1\nassholes\nbabyblue\n123qwerty\nmarius\nwalmart\nsnoop\nstarfire\ntigger1\npaintbal\nknickers\naaliyah\nlokomotiv\ntheend\nwinston1\nsapper\nrover\nerotica\nscanner\nracer\nzeus\nsexy69\ndoogie\nbayern\njoshua1\nnewbie\nscott1\nlosers\ndroopy\noutkast\nmartin1\ndodge1\nwasser\nufkbyf\nrjycnfynby\nthirteen\n12345z\n112211\nhotred\ndeejay\nhotpussy\n192837\njessic\nphilippe\nscout\npanther1\ncubbies\nhavefun\nmagpie\nfghtkm\navalanch\nnewyork1\npudding\nleonid\nharry1\ncbr600\naudia4\nbimmer\nfucku\n01011984\nidontknow\nvfvfgfgf\n1357\naleksey\nbuilder\n01011987\nzerocool\ngodfather\nmylife\ndonuts\nallmine\nredfish\n777888\nsascha\nnitram\nbounce\n333666\nsmokes\n1x2zkg8w\nrodman\nstunner\nzxasqw12\nhoosier\nhairy\nberetta\ninsert\n123456s\nrtyuehe\nfrancesc\ntights\ncheese1\nmicron\nquartz\nhockey1\ngegcbr\nsearay\njewels\nbogey\npaintball\nceleron\npadres\nbing\nsyncmaster\nziggy\nsimon1\nbeaches\nprissy\ndiehard\norange1\nmittens\naleksandra\nqueens\n02071986\nbiggles\nthongs\nsouthpark\nartur\ntwinkle\ngretzky\nrabota\ncambiami\nmonalisa\ngollum\nchuckles\nspike1\ngladiator\nwhisky\nspongebob\nsexy1\n03082006\nmazafaka\nmeathead\n4121\nou8122\nbarefoot\n12345678q\ncfitymrf\nbigass\na1s2d3\nkosmos\nblessing\ntitty\nclevelan\nterrapin\nginger1\njohnboy\nmaggot\nclarinet\ndeeznutz\n336699\nstumpy\nstoney\nfootbal\ntraveler\nvolvo\nbucket\nsnapon\npianoman\nhawkeyes\nfutbol\ncasanova\ntango\ngoodboy\nscuba\nhoney1\nsexyman\nwarthog\nmustard\nabc1234\nnickel\n10203040\nmeowmeow\n1012\nboricua\nprophet\nsauron\n12qwas\nreefer\nandromeda\ncrystal1\njoker1\n90210\ngoofy\nloco\nlovesex\ntriangle\nwhatsup\nmellow\nbengals\nmonster1\nmaste\n01011910\nlover1\nlove1\n123aaa\nsunshin\nsmeghead\nhokies\nsting\nwelder\nrambo\ncerberus\nbunny1\nrockford\nmonke\n1q2w3e4r5\ngoldwing\ngabriell\nbuzzard\ncrjhgbjy\njames007\nrainman\ngroove\ntiberius\npurdue\nnokia6300\nhayabusa\nshou\njagger\ndiver\nzigzag\npoochie\nusarmy\nphish\nredwood\nredwing\n12345679\nsalamander\nsilver1\nabcd123\nsputnik\nboobie\nripple\neternal\n12qw34er\nthegreat\nallstar\nslinky\ngesperrt\nmishka\nwhiskers\npinhead\noverkill\nsweet1\nrhfcjnrf\nmontgom240\nsersolution\njamie1\nstarman\nproxy\nswords\nnikolay\nbacardi\nrasta\nbadgirl\nrebecca1\nwildman\npenny1\nspaceman\n1007\n10101\nlogan1\nhacked\nbulldog1\nhelmet\nwindsor\nbuffy1\nrunescape\ntrapper\n123451\nbanane\ndbrnjh\nripken\n12345qwe\nfrisky\nshun\nfester\noasis\nlightning\nib6ub9\ncicero\nkool\npony\nthedog\n784512\n01011992\nmegatron\nillusion\nedward1\nnapster\n11223\nsquash\nroadking\nwoohoo\n19411945\nhoosiers\n01091989\ntracker\nbagira\nmidway\nleavemealone\nbr549\n14725836\n235689\nmenace\nrachel1\nfeng\nlaser\nstoned\nrealmadrid\n787898\nballoons\ntinkerbell\n5551212\nmaria1\npobeda\nheineken\nsonics\nmoonlight\noptimus\ncomet\norchid\n02071982\njaybird\nkashmir\n12345678a\nchuang\nchunky\npeach\nmortgage\nrulezzz\nsaleen\nchuckie\nzippy\nfishing1\ngsxr750\ndoghouse\nmaxim\nreader\nshai\nbuddah\nbenfica\nchou\nsalomon\nmeister\neraser\nblackbir\nbigmike\nstarter\npissing\nangus\ndeluxe\neagles1\nhardcock\n135792468\nmian\nseahawks\ngodfathe\nbookworm\ngregor\nintel\ntalisman\nblackjack\nbabyface\nhawaiian\ndogfood\nzhong\n01011975\nsancho\nludmila\nmedusa\nmortimer\n123456654321\nroadrunn\njust4me\nstalin\n01011993\nhandyman\nalphabet\npizzas\ncalgary\nclouds\npassword2\ncgfhnfr\nf**k\ncubswin\ngong\nlexus\nmax123\nxxx123\ndigital1\ngfhjkm1\n7779311\nmissy1\nmichae\nbeautifu\ngator1\n1005\npacers\nbuddie\nchinook\nheckfy\ndutchess\nsally1\nbreasts\nbeowulf\ndarkman\njenn\ntiffany1\nzhei\nquan\nqazwsx1\nsatana\nshang\nidontkno\nsmiths\npuddin\nnasty1\nteddybea\nvalkyrie\npasswd\nchao\nboxster\nkillers\nyoda\ncheater\ninuyasha\nbeast1\nwareagle\nforyou\ndragonball\nmermaid\nbhbirf\nteddy1\ndolphin1\nmisty1\ndelphi\ngromit\nsponge\nqazzaq\nfytxrf\ngameover\ndiao\nsergi\nbeamer\nbeemer\nkittykat\nrancid\nmanowar\nadam12\ndiggler\nassword\naustin1\nwishbone\ngonavy\nsparky1\nfisting\nthedude\nsinister\n1213\nvenera\nnovell\nsalsero\njayden\nfuckoff1\nlinda1\nvedder\n02021987\n1pussy\nredline\nlust\njktymrf\n02011985\ndfcbkbq\ndragon12\nchrome\ngamecube\ntitten\ncong\nbella1\nleng\n02081988\neureka\nbitchass\n147369\nbanner\nlakota\n123321a\nmustafa\npreacher\nhotbox\n02041986\nz1x2c3v4\nplaystation\n01011977\nclaymore\nelectra\ncheckers\nzheng\nqing\narmagedon\n02051986\nwrestle\nsvoboda\nbulls\nnimbus\nalenka\nmadina\nnewpass6\nonetime\naa123456\nbartman\n02091987\nsilverad\nelectron\n12345t\ndevil666\noliver1\nskylar\nrhtdtlrj\ngobucks\njohann\n12011987\nmilkman\n02101985\ncamper\nthunderb\nbigbutt\njammin\ndavide\ncheeks\ngoaway\nlighter\nclaudi\nthumbs\npissoff\nghostrider\ncocaine\nteng\nsquall\nlotus\nhootie\nblackout\ndoitnow\nsubzero\n02031986\nmarine1\n02021988\npothead\n123456qw\nskate\n1369\npeng\nantoni\nneng\nmiao\nbcfields\n1492\nmarika\n794613\nmusashi\ntulips\nnong\npiao\nchai\nruan\nsouthpar\n02061985\nnude\nmandarin\n654123\nninjas\ncannabis\njetski\nxerxes\nzhuang\nkleopatra\ndickie\nbilbo\npinky\nmorgan1\n1020\n1017\ndieter\nbaseball1\ntottenham\nquest\nyfnfkmz\ndirtbike\n1234567890a\nmango\njackson5\nipswich\niamgod\n02011987\ntdutybz\nmodena\nqiao\nslippery\nqweasd123\nbluefish\nsamtron\ntoon\n111333\niscool\n02091986\npetrov\nfuzzy\nzhou\n1357924680\nmollydog\ndeng\n02021986\n1236987\npheonix\nzhun\nghblehjr\nothello\nstarcraf\n000111\nsanfran\na11111\ncameltoe\nbadman\nvasilisa\njiang\n1qaz2ws\nluan\nsveta\n12qw12\nakira\nchuai\n369963\ncheech\nbeatle\npickup\npaloma\n01011983\ncaravan\nelizaveta\ngawker\nbanzai\npussey\nmullet\nseng\nbingo1\nbearcat\nflexible\nfarscape\nborussia\nzhuai\ntemplar\nguitar1\ntoolman\nyfcntymrf\nchloe1\nxiang\nslave1\nguai\nnuggets\n02081984\nmantis\nslim\nscorpio1\nfyutkbyf\nthedoors\n02081987\n02061986\n123qq123\nzappa\nfergie\n7ugd5hip2j\nhuai\nasdfzxcv\nsunflower\npussyman\ndeadpool\nbigtit\n01011982\nlove12\nlassie\nskyler\ngatorade\ncarpedie\njockey\nmancity\nspectre\n02021984\ncameron1\nartemka\nreng\n02031984\niomega\njing\nmoritz\nspice\nrhino\nspinner\nheater\nzhai\nhover\ntalon\ngrease\nqiong\ncorleone\nltybcrf\ntian\ncowboy1\nhippie\nchimera\nting\nalex123\n02021985\nmickey1\ncorsair\nsonoma\naaron1\nxxxpass\nbacchus\nwebmaste\nchuo\nxyz123\nchrysler\nspurs1\nartem\nshei\ncosmic\n01020304\ndeutsch\ngabriel1\n123455\noceans\n987456321\nbinladen\nlatinas\na12345678\nspeedo\nbuttercu\n02081989\n21031988\nmerlot\nmillwall\nceng\nkotaku\njiong\ndragonba\n2580\nstonecold\nsnuffy\n01011999\n02011986\nhellos\nblaze\nmaggie1\nslapper\nistanbul\nbonjovi\nbabylove\nmazda\nbullfrog\nphoeni\nmeng\nporsche1\nnomore\n02061989\nbobdylan\ncapslock\norion1\nzaraza\nteddybear\nntktajy\nmyname\nrong\nwraith\nmets\nniao\n02041984\nsmokie\nchevrolet\ndialog\ngfhjkmgfhjkm\ndotcom\nvadim\nmonarch\nathlon\nmikey1\nhamish\npian\nliang\ncoolness\nchui\nthoma\nramones\nciccio\nchippy\neddie1\nhouse1\nning\nmarker\ncougars\njackpot\nbarbados\nreds\npdtplf\nknockers\ncobalt\namateurs\ndipshit\nnapoli\nkilroy\npulsar\njayhawks\ndaemon\nalexey\nweng\nshuang\n9293709b13\nshiner\neldorado\nsoulmate\nmclaren\ngolfer1\nandromed\nduan\n50spanks\nsexyboy\ndogshit\n02021983\nshuo\nkakashka\nsyzygy\n111111a\nyeahbaby\nqiang\nnetscape\nfulham\n120676\ngooner\nzhui\nrainbow6\nlaurent\ndog123\nhalifax\nfreeway\ncarlitos\n147963\neastwood\nmicrophone\nmonkey12\n1123\npersik\ncoldbeer\ngeng\nnuan\ndanny1\nfgtkmcby\nentropy\ngadget\njust4fun\nsophi\nbaggio\ncarlito\n1234567891\n02021989\n02041983\nspecialk\npiramida\nsuan\nbigblue\nsalasana\nhopeful\nmephisto\nbailey1\nhack\nannie1\ngeneric\nvioletta\nspencer1\narcadia\n02051983\nhondas\n9562876\ntrainer\njones1\nsmashing\nliao\n159632\niceberg\nrebel1\nsnooker\ntemp123\nzang\nmatteo\nfastball\nq2w3e4r5\nbamboo\nfuckyo\nshutup\nastro\nbuddyboy\nnikitos\nredbird\nmaxxxx\nshitface\n02031987\nkuai\nkissmyass\nsahara\nradiohea\n1234asdf\nwildcard\nmaxwell1\npatric\nplasma\nheynow\nbruno1\nshao\nbigfish\nmisfits\nsassy1\nsheng\n02011988\n02081986\ntestpass\nnanook\ncygnus\nlicking\nslavik\npringles\nxing\n1022\nninja1\nsubmit\ndundee\ntiburon\npinkfloyd\nyummy\nshuai\nguang\nchopin\nobelix\ninsomnia\nstroker\n1a2s3d4f\n1223\nplayboy1\nlazarus\njorda\nspider1\nhomerj\nsleeper\n02041982\ndarklord\ncang\n02041988\n02041987\ntripod\nmagician\njelly\ntelephon\n15975\nvsjasnel12\npasword\niverson3\npavlov\nhomeboy\ngamecock\namigo\nbrodie\nbudapest\nyjdsqgfhjkm\nreckless\n02011980\npang\ntiger123\n2469\nmason1\norient\n01011979\nzong\ncdtnbr\nmaksimka\n1011\nbushido\ntaxman\ngiorgio\nsphinx\nkazantip\n02101984\nconcorde\nverizon\nlovebug\ngeorg\nsam123\nseadoo\nqazwsxedc123\njiao\njezebel\npharmacy\nabnormal\njellybea\nmaxime\npuffy\nislander\nbunnies\njiggaman\ndrakon\n010180\npluto\nzhjckfd\n12365\nclassics\ncrusher\nmordor\nhooligan\nstrawberry\n02081985\nscrabble\nhawaii50\n1224\nwg8e3wjf\ncthtuf\npremium\narrow\n123456qwe\nmazda626\nramrod\ntootie\nrhjrjlbk\nghost1\n1211\nbounty\nniang\n02071984\ngoat\nkiller12\nsweetnes\nporno1\nmasamune\n426hemi\ncorolla\nmariposa\nhjccbz\ndoomsday\nbummer\nblue12\nzhao\nbird33\nexcalibur\nsamsun\nkirsty\nbuttfuck\nkfhbcf\nzhuo\nmarcello\nozzy\n02021982\ndynamite\n655321\nmaster12\n123465\nlollypop\nstepan\n1qa2ws\nspiker\ngoirish\ncallum\nmichael2\nmoonbeam\nattila\nhenry1\nlindros\nandrea1\nsporty\nlantern\n12365478\nnextel\nviolin\nvolcom\n998877\nwater1\nimation\ninspiron\ndynamo\ncitadel\nplacebo\nclowns\ntiao\n02061988\ntripper\ndabears\nhaggis\nmerlin1\n02031985\nanthrax\namerika\niloveme\nvsegda\nburrito\nbombers\nsnowboard\nforsaken\nkatarina\na1a2a3\nwoofer\ntigger2\nfullmoon\ntiger2\nspock\nhannah1\nsnoopy1\nsexxxy\nsausages\nstanislav\ncobain\nrobotics\nexotic\ngreen123\nmobydick\nsenators\npumpkins\nfergus\nasddsa\n147741\n258852\nwindsurf\nreddevil\nvfitymrf\nnevermind\nnang\nwoodland\n4417\nmick\nshui\nq1q2q3\nwingman\n69696\nsuperb\nzuan\nganesh\npecker\nzephyr\nanastasiya\nicu812\nlarry1\n02081982\nbroker\nzalupa\nmihail\nvfibyf\ndogger\n7007\npaddle\nvarvara\nschalke\n1z2x3c\npresiden\nyankees2\ntuning\npoopy\n02051982\nconcord\nvanguard\nstiffy\nrjhjktdf\nfelix1\nwrench\nfirewall\nboxer\nbubba69\npopper\n02011984\ntemppass\ngobears\ncuan\ntipper\nfuckme1\nkamila\nthong\npuss\nbigcat\ndrummer1\n02031982\nsowhat\ndigimon\ntigers1\nrang\njingle\nbian\nuranus\nsoprano\nmandy1\ndusty1\nfandango\naloha\npumpkin1\npostman\n02061980\ndogcat\nbombay\npussy123\nonetwo\nhighheel\npippo\njulie1\nlaura1\npepito\nbeng\nsmokey1\nstylus\nstratus\nreload\nduckie\nkaren1\njimbo1\n225588\n369258\nkrusty\nsnappy\nasdf12\nelectro\n111qqq\nkuang\nfishin\nclit\nabstr\nchristma\nqqqqq1\n1234560\ncarnage\nguyver\nboxers\nkittens\nzeng\n1000000\nqwerty11\ntoaster\ncramps\nyugioh\n02061987\nicehouse\nzxcvbnm123\npineapple\nnamaste\nharrypotter\nmygirl\nfalcon1\nearnhard\nfender1\nspikes\nnutmeg\n01081989\ndogboy\n02091983\n369852\nsoftail\nmypassword\nprowler\nbigboss\n1112\nharvest\nheng\njubilee\nkilljoy\nbasset\nkeng\nzaqxswcde\nredsox1\nbiao\ntitan\nmisfit99\nrobot\nwifey\nkidrock\n02101987\ngameboy\nenrico\n1z2x3c4v\nbroncos1\narrows\nhavana\nbanger\ncookie1\nchriss\n123qw\nplatypus\ncindy1\nlumber\npinball\nfoxy\nlondon1\n1023\n05051987\n02041985\npassword12\nsuperma\nlongbow\nradiohead\nnigga\n12051988\nspongebo\nqwert12345\nabrakadabra\ndodgers1\n02101989\nchillin\nniceguy\npistons\nhookup\nsantafe\nbigben\njets\n1013\nvikings1\nmankind\nviktoriya\nbeardog\nhammer1\n02071980\nreddwarf\nmagelan\nlongjohn\njennife\ngilles\ncarmex2\n02071987\nstasik\nbumper\ndoofus\nslamdunk\npixies\ngarion\nsteffi\nalessandro\nbeerman\nniceass\nwarrior1\nhonolulu\n134679852\nvisa\njohndeer\nmother1\nwindmill\nboozer\noatmeal\naptiva\nbusty\ndelight\ntasty\nslick1\nbergkamp\nbadgers\nguitars\npuffin\n02091981\nnikki1\nirishman\nmiller1\nzildjian\n123000\nairwolf\nmagnet\nanai\ninstall\n02041981\n02061983\nastra\nromans\nmegan1\nmudvayne\nfreebird\nmuscles\ndogbert\n02091980\n02091984\nsnowflak\n01011900\nmang\njoseph1\nnygiants\nplaystat\njunior1\nvjcrdf\nqwer12\nwebhompas\ngiraffe\npelican\njefferso\ncomanche\nbruiser\nmonkeybo\nkjkszpj\n123456l\nmicro\nalbany\n02051987\nangel123\nepsilon\naladin\ndeath666\nhounddog\njosephin\naltima\nchilly\n02071988\n78945\nultra\n02041979\ngasman\nthisisit\npavel\nidunno\nkimmie\n05051985\npaulie\nballin\nmedion\nmoondog\nmanolo\npallmall\nclimber\nfishbone\ngenesis1\n153624\ntoffee\ntbone\nclippers\nkrypton\njerry1\npicturs\ncompass\n111111q\n02051988\n1121\n02081977\nsairam\ngetout\n333777\ncobras\n22041987\nbigblock\nseverin\nbooster\nnorwich\nwhiteout\nctrhtn\n123456m\n02061984\nhewlett\nshocker\nfuckinside\n02031981\nchase1\nwhite1\nversace\n123456789s\nbasebal\niloveyou2\nbluebell\n08031986\nanthon\nstubby\nforeve\nundertak\nwerder\nsaiyan\nmama123\nmedic\nchipmunk\nmike123\nmazdarx7\nqwe123qwe\nbowwow\nkjrjvjnbd\nceleb\nchoochoo\ndemo\nlovelife\n02051984\ncolnago\nlithium\n02051989\n15051981\nzzzxxx\nwelcom\nanastasi\nfidelio\nfranc\n26061987\nroadster\nstone55\ndrifter\nhookem\nhellboy\n1234qw\ncbr900rr\nsinned\ngood123654\nstorm1\ngypsy\nzebra\nzachary1\ntoejam\nbuceta\n02021979\ntesting1\nredfox\nlineage\nmike1\nhighbury\nkoroleva\nnathan1\nwashingt\n02061982\n02091985\nvintage\nredbaron\ndalshe\nmykids\n11051987\nmacbeth\njulien\njames123\nkrasotka\n111000\n10011986\n987123\npipeline\ntatarin\nsensei\ncodered\nkomodo\nfrogman\n7894561230\nnascar24\njuicy\n01031988\nredrose\nmydick\npigeon\ntkbpfdtnf\nsmirnoff\n1215\nspam\nwinner1\nflyfish\nmoskva\n81fukkc\n21031987\nolesya\nstarligh\nsummer99\n13041988\nfishhead\nfreesex\nsuper12\n06061986\nazazel\nscoobydoo\n02021981\ncabron\nyogibear\nsheba1\nkonstantin\ntranny\nchilli\nterminat\nghbywtccf\nslowhand\nsoccer12\ncricket1\nfuckhead\n1002\nseagull\nachtung\nblam\nbigbob\nbdsm\nnostromo\nsurvivor\ncnfybckfd\nlemonade\nboomer1\nrainbow1\nrober\nirinka\ncocksuck\npeaches1\nitsme\nsugar1\nzodiac\nupyours\ndinara\n135791\nsunny1\nchiara\njohnson1\n02041989\nsolitude\nhabibi\nsushi\nmarkiz\nsmoke1\nrockies\ncatwoman\njohnny1\nqwerty7\nbearcats\nusername\n01011978\nwanderer\nohshit\n02101986\nsigma\nstephen1\nparadigm\n02011989\nflanker\nsanity\njsbach\nspotty\nbologna\nfantasia\nchevys\nborabora\ncocker\n74108520\n123ewq\n12021988\n01061990\ngtnhjdbx\n02071981\n01011960\nsundevil\n3000gt\nmustang6\ngagging\nmaggi\narmstron\nyfnfkb\n13041987\nrevolver\n02021976\ntrouble1\nmadcat\njeremy1\njackass1\nvolkswag\n30051985\ncorndog\npool6123\nmarines1\n03041991\npizza1\npiggy\nsissy\n02031979\nsunfire\nangelus\nundead\n24061986\n14061991\nwildbill\nshinobi\n45m2do5bs\n123qwer\n21011989\ncleopatr\nlasvega\nhornets\namorcit\n11081989\ncoventry\nnirvana1\ndestin\nsidekick\n20061988\n02081983\ngbhfvblf\nsneaky\nbmw325\n22021989\nnfytxrf\nsekret\nkalina\nzanzibar\nhotone\nqazws\nwasabi\nheidi1\nhighlander\nblues1\nhitachi\npaolo\n23041987\nslayer1\nsimba1\n02011981\ntinkerbe\nkieran\n01121986\n172839\nboiler\n1125\nbluesman\nwaffle\nasdfgh01\nthreesom\nconan\n1102\nreflex\n18011987\nnautilus\neverlast\nfatty\nvader1\n01071986\ncyborg\nghbdtn123\nbirddog\nrubble\n02071983\nsuckers\n02021973\nskyhawk\n12qw12qw\ndakota1\njoebob\nnokia6233\nwoodie\nlongdong\nlamer\ntroll\nghjcnjgfhjkm\n420000\nboating\nnitro\narmada\nmessiah\n1031\npenguin1\n02091989\nameric\n02071989\nredeye\nasdqwe123\n07071987\nmonty1\ngoten\nspikey\nsonata\n635241\ntokiohotel\nsonyericsson\ncitroen\ncompaq1\n1812\numpire\nbelmont\njonny\npantera1\nnudes\npalmtree\n14111986\nfenway\nbighead\nrazor\ngryphon\nandyod22\naaaaa1\ntaco\n10031988\nenterme\nmalachi\ndogface\nreptile\n01041985\ndindom\nhandball\nmarseille\ncandy1\n19101987\ntorino\ntigge\nmatthias\nviewsoni\n13031987\nstinker\nevangelion\n24011985\n123456123\nrampage\nsandrine\n02081980\nthecrow\nastral\n28041987\nsprinter\nprivate1\nseabee\nshibby\n02101988\n25081988\nfearless\njunkie\n01091987\naramis\nantelope\ndraven\nfuck1\nmazda6\neggman\n02021990\nbarselona\nbuddy123\n19061987\nfyfnjkbq\nnancy1\n12121990\n10071987\nsluggo\nkille\nhotties\nirishka\nzxcasdqwe123\nshamus\nfairlane\nhoneybee\nsoccer10\n13061986\nfantomas\n17051988\n10051987\n20111986\ngladiato\nkarachi\ngambler\ngordo\n01011995\nbiatch\nmatthe\n25800852\npapito\nexcite\nbuffalo1\nbobdole\ncheshire\nplayer1\n28021992\nthewho\n10101986\npinky1\nmentor\ntomahawk\nbrown1\n03041986\nbismillah\nbigpoppa\nijrjkfl\n01121988\nrunaway\n08121986\nskibum\nstudman\nhelper\nsqueak\nholycow\nmanfred\nharlem\nglock\ngideon\n987321\n14021985\nyellow1\nwizard1\nmargarit\nsuccess1\nmedved\nsf49ers\nlambda\npasadena\njohngalt\nquasar\n1776\n02031980\ncoldplay\namand\nplaya\nbigpimp\n04041991\ncapricorn\nelefant\nsweetness\nbruce1\nluca\ndominik\n10011990\nbiker\n09051945\ndatsun\nelcamino\ntrinitro\nmalice\naudi\nvoyager1\n02101983\njoe123\ncarpente\nspartan1\nmario1\nglamour\ndiaper\n12121985\n22011988\nwinter1\nasimov\ncallisto\nnikolai\npebble\n02101981\nvendetta\ndavid123\nboytoy\n11061985\n02031989\niloveyou1\nstupid1\ncayman\ncasper1\nzippo\nyamahar1\nwildwood\nfoxylady\ncalibra\n02041980\n27061988\ndungeon\nleedsutd\n30041986\n11051990\nbestbuy\nantares\ndominion\n24680\n01061986\nskillet\nenforcer\nderparol\n01041988\n196969\n29071983\nf00tball\npurple1\nmingus\n25031987\n21031990\nremingto\ngiggles\nklaste\n3x7pxr\n01011994\ncoolcat\n29051989\nmegane\n20031987\n02051980\n04041988\nsynergy\n0000007\nmacman\niforget\nadgjmp\nvjqgfhjkm\n28011987\nrfvfcenhf\n16051989\n25121987\n16051987\nrogue\nmamamia\n08051990\n20091991\n1210\ncarnival\nbolitas\nparis1\ndmitriy\ndimas\n05051989\npapillon\nknuckles\n29011985\nhola\ntophat\n28021990\n100500\ncutiepie\ndevo\n415263\nducks\nghjuhfvvf\nasdqwe\n22021986\nfreefall\nparol\n02011983\nzarina\nbuste\nvitamin\nwarez\nbigones\n17061988\nbaritone\njamess\ntwiggy\nmischief\nbitchy\nhetfield\n1003\ndontknow\ngrinch\nsasha_007\n18061990\n12031985\n12031987\ncalimero\n224466\nletmei\n15011987\nacmilan\nalexandre\n02031977\n08081988\nwhiteboy\n21051991\nbarney1\n02071978\nmoney123\n18091985\nbigdawg\n02031988\ncygnusx1\nzoloto\n31011987\nfirefigh\nblowfish\nscreamer\nlfybbk\n20051988\nchelse\n11121986\n01031989\nharddick\nsexylady\n30031988\n02041974\nauditt\npizdec\nkojak\nkfgjxrf\n20091988\n123456ru\nwp2003wp\n1204\n15051990\nslugger\nkordell1\n03031986\nswinging\n01011974\n02071979\nrockie\ndimples\n1234123\n1dragon\ntrucking\nrusty2\nroger1\nmarijuana\nkerouac\n02051978\n08031985\npaco\nthecure\nkeepout\nkernel\nnoname123\n13121985\nfrancisc\nbozo\n02011982\n22071986\n02101979\nobsidian\n12345qw\nspud\ntabasco\n02051985\njaguars\ndfktynby\nkokomo\npopova\nnotused\nsevens\n4200\nmagneto\n02051976\nroswell\n15101986\n21101986\nlakeside\nbigbang\naspen\nlittle1\n14021986\nloki\nsuckmydick\nstrawber\ncarlos1\nnokian73\ndirty1\njoshu\n25091987\n16121987\n02041975\nadvent\n17011987\nslimshady\nwhistler\n10101990\nstryker\n22031984\n15021985\n01031985\nblueball\n26031988\nksusha\nbahamut\nrobocop\nw_pass\nchris123\nimpreza\nprozac\nbookie\nbricks\n13021990\nalice1\ncassandr\n11111q\njohn123\n4ever\nkorova\n02051973\n142857\n25041988\nparamedi\neclipse1\nsalope\n07091990\n1124\ndarkangel\n23021986\n999666\nnomad\n02051981\nsmackdow\n01021990\nyoyoma\nargentin\nmoonligh\n57chevy\nbootys\nhardone\ncapricor\ngalant\nspanker\ndkflbr\n24111989\nmagpies\nkrolik\n21051988\ncevthrb\ncheddar\n22041988\nbigbooty\nscuba1\nqwedsa\nduffman\nbukkake\nacura\njohncena\nsexxy\np@ssw0rd\n258369\ncherries\n12345s\nasgard\nleopold\nfuck123\nmopar\nlalakers\ndogpound\nmatrix1\ncrusty\nspanner\nkestrel\nfenris\nuniversa\npeachy\nassasin\nlemmein\neggplant\nhejsan\ncanucks\nwendy1\ndoggy1\naikman\ntupac\nturnip\ngodlike\nfussball\ngolden1\n19283746\napril1\ndjango\npetrova\ncaptain1\nvincent1\nratman\ntaekwondo\nchocha\nserpent\nperfect1\ncapetown\nvampir\namore\ngymnast\ntimeout\nnbvjatq\nblue32\nksenia\nk.lvbkf\nnazgul\nbudweiser\nclutch\nmariya\nsylveste\n02051972\nbeaker\ncartman1\nq11111\nsexxx\nforever1\nloser1\nmarseill\nmagellan\nvehpbr\nsexgod\njktxrf\nhallo123\n132456\nliverpool1\nsouthpaw\nseneca\ncamden\n357159\ncamero\ntenchi\njohndoe\n145236\nroofer\n741963\nvlad\n02041978\nfktyrf\nzxcv123\nwingnut\nwolfpac\nnotebook\npufunga7782\nbrandy1\nbiteme1\ngoodgirl\nredhat\n02031978\nchalleng\nmillenium\nhoops\nmaveric\nnoname\nangus1\ngaell\nonion\nolympus\nsabrina1\nricard\nsixpack\ngratis\ngagged\ncamaross\nhotgirls\nflasher\n02051977\nbubba123\ngoldfing\nmoonshin\ngerrard\nvolkov\nsonyfuck\nmandrake\n258963\ntracer\nlakers1\nasians\nsusan1\nmoney12\nhelmut\nboater\ndiablo2\n1234zxcv\ndogwood\nbubbles1\nhappy2\nrandy1\naries\nbeach1\nmarcius2\nnavigator\ngoodie\nhellokitty\nfkbyjxrf\nearthlink\nlookout\njumbo\nopendoor\nstanley1\nmarie1\n12345m\n07071977\nashle\nwormix\nmurzik\n02081976\nlakewood\nbluejays\nloveya\ncommande\ngateway2\npeppe\n01011976\n7896321\ngoth\noreo\nslammer\nrasmus\nfaith1\nknight1\nstone1\nredskin\nironmaiden\ngotmilk\ndestiny1\ndejavu\n1master\nmidnite\ntimosha\nespresso\ndelfin\ntoriamos\noberon\nceasar\nmarkie\n1a2s3d\nghhh47hj7649\nvjkjrj\ndaddyo\ndougie\ndisco\nauggie\nlekker\ntherock1\nou8123\nstart1\nnoway\np4ssw0rd\nshadow12\n333444\nsaigon\n2fast4u\ncapecod\n23skidoo\nqazxcv\nbeater\nbremen\naaasss\nroadrunner\npeace1\n12345qwer\n02071975\nplaton\nbordeaux\nvbkfirf\n135798642\ntest12\nsupernov\nbeatles1\nqwert40\noptimist\nvanessa1\nprince1\nilovegod\nnightwish\nnatasha1\nalchemy\nbimbo\nblue99\npatches1\ngsxr1000\nrichar\nhattrick\nhott\nsolaris\nproton\nnevets\nenternow\nbeavis1\namigos\n159357a\nambers\nlenochka\n147896\nsuckdick\nshag\nintercourse\nblue1234\nspiral\n02061977\ntosser\nilove\n02031975\ncowgirl\ncanuck\nq2w3e4\nmunch\nspoons\nwaterboy\n123567\nevgeniy\nsavior\nzasada\nredcar\nmamacita\nterefon\nglobus\ndoggies\nhtubcnhfwbz\n1008\ncuervo\nsuslik\nazertyui\nlimewire\nhouston1\nstratfor\nsteaua\ncoors\ntennis1\n12345qwerty\nstigmata\nderf\nklondike\npatrici\nmarijuan\nhardball\nodyssey\nnineinch\nboston1\npass1\nbeezer\nsandr\ncharon\npower123\na1234\nvauxhall\n875421\nawesome1\nreggae\nboulder\nfunstuff\niriska\nkrokodil\nrfntymrf\nsterva\nchamp1\nbball\npeeper\nm123456\ntoolbox\ncabernet\nsheepdog\nmagic32\npigpen\n02041977\nholein1\nlhfrjy\nbanan\ndabomb\nnatalie1\njennaj\nmontana1\njoecool\nfunky\nsteven1\nringo\njunio\nsammy123\nqqqwww\nbaltimor\nfootjob\ngeezer\n357951\nmash4077\ncashmone\npancake\nmonic\ngrandam\nbongo\nyessir\ngocubs\nnastia\nvancouve\nbarley\ndragon69\nwatford\nilikepie\n02071976\nladdie\n123456789m\nhairball\ntoonarmy\npimpdadd\ncvthnm\nhunte\ndavinci\nlback\nsophie1\nfirenze\nq1234567\nadmin1\nbonanza\nelway7\ndaman\nstrap\nazert\nwxcvbn\nafrika\ntheforce\n123456t\nidefix\nwolfen\nhoudini\nscheisse\ndefault\nbeech\nmaserati\n02061976\nsigmachi\ndylan1\nbigdicks\neskimo\nmizzou\n02101976\nriccardo\negghead\n111777\nkronos\nghbrjk\nchaos1\njomama\nrfhnjirf\nrodeo\ndolemite\ncafc91\nnittany\npathfind\nmikael\npassword9\nvqsablpzla\npurpl\ngabber\nmodelsne\nmyxworld\nhellsing\npunker\nrocknrol\nfishon\nfuck69\n02041976\nlolol\ntwinkie\ntripleh\ncirrus\nredbone\nkiller123\nbiggun\nallegro\ngthcbr\nsmith1\nwanking\nbootsy\nbarry1\nmohawk\nkoolaid\n5329\nfuturama\nsamoht\nklizma\n996633\nlobo\nhoneys\npeanut1\n556677\nzxasqw\njoemama\njavelin\nsamm\n223322\nsandra1\nflicks\nmontag\nnataly\n3006\ntasha1\n1235789\ndogbone\npoker1\np0o9i8u7\ngoodday\nsmoothie\ntoocool\nmax333\nmetroid\narchange\nvagabond\nbillabon\n22061941\ntyson1\n02031973\ndarkange\nskateboard\nevolutio\nmorrowind\nwizards\nfrodo1\nrockin\ncumslut\nplastics\nzaqwsxcde\n5201314\ndoit\noutback\nbumble\ndominiqu\npersona\nnevermore\nalinka\n02021971\nforgetit\nsexo\nall4one\nc2h5oh\npetunia\nsheeba\nkenny1\nelisabet\naolsucks\nwoodstoc\npumper\n02011975\nfabio\ngranada\nscrapper\n123459\nminimoni\nq123456789\nbreaker\n1004\n02091976\nncc74656\nslimshad\nfriendster\naustin31\nwiseguy\ndonner\ndilbert1\n132465\nblackbird\nbuffet\njellybean\nbarfly\nbehappy\n01011971\ncarebear\nfireblad\n02051975\nboxcar\ncheeky\nkiteboy\nhello12\npanda1\nelvisp\nopennow\ndoktor\nalex12\n02101977\npornking\nflamengo\n02091975\nsnowbird\nlonesome\nrobin1\n11111a\nweed420\nbaracuda\nbleach\n12345abc\nnokia1\nmetall\nsingapor\nmariner\nherewego\ndingo\ntycoon\ncubs\nblunts\nproview\n123456789d\nkamasutra\nlagnaf\nvipergts\nnavyseal\nstarwar\nmasterbate\nwildone\npeterbil\ncucumber\nbutkus\n123qwert\nclimax\ndeniro\ngotribe\ncement\nscooby1\nsummer69\nharrier\nshodan\nnewyear\n02091977\nstarwars1\nromeo1\nsedona\nharald\ndoubled\nsasha123\nbigguns\nsalami\nawnyce\nkiwi\nhomemade\npimping\nazzer\nbradley1\nwarhamme\nlinkin\ndudeman\nqwe321\npinnacle\nmaxdog\nflipflop\nlfitymrf\nfucker1\nacidburn\nesquire\nsperma\nfellatio\njeepster\nthedon\nsexybitch\npookey\nspliff\nwidget\nvfntvfnbrf\ntrinity1\nmutant\nsamuel1\nmeliss\ngohome\n1q2q3q\nmercede\ncomein\ngrin\ncartoons\nparagon\nhenrik\nrainyday\npacino\nsenna\nbigdog1\nalleycat\n12345qaz\nnarnia\nmustang2\ntanya1\ngianni\napollo11\nwetter\nclovis\nescalade\nrainbows\nfreddy1\nsmart1\ndaisydog\ns123456\ncocksucker\npushkin\nlefty\nsambo\nfyutkjxtr\nhiziad\nboyz\nwhiplash\norchard\nnewark\nadrenalin\n1598753\nbootsie\nchelle\ntrustme\nchewy\ngolfgti\ntuscl\nambrosia\n5wr2i7h8\npenetration\nshonuf\njughead\npayday\nstickman\ngotham\nkolokol\njohnny5\nkolbasa\nstang\npuppydog\ncharisma\ngators1\nmone\njakarta\ndraco\nnightmar\n01011973\ninlove\nlaetitia\n02091973\ntarpon\nnautica\nmeadow\n0192837465\nluckyone\n14881488\nchessie\ngoldeney\ntarakan\n69camaro\nbungle\nwordup\ninterne\nfuckme2\n515000\ndragonfl\nsprout\n02081974\ngerbil\nbandit1\n02071971\nmelanie1\nphialpha\ncamber\nkathy1\nadriano\ngonzo1\n10293847\nbigjohn\nbismarck\n7777777a\nscamper\n12348765\nrabbits\n222777\nbynthytn\ndima123\nalexander1\nmallorca\ndragster\nfavorite6\nbeethove\nburner\ncooper1\nfosters\nhello2\nnormandy\n777999\nsebring\n1michael\nlauren1\nblake1\nkilla\n02091971\nnounours\ntrumpet1\nthumper1\nplayball\nxantia\nrugby1\nrocknroll\nguillaum\nangela1\nstrelok\nprosper\nbuttercup\nmasterp\ndbnfkbr\ncambridg\nvenom\ntreefrog\nlumina\n1234566\nsupra\nsexybabe\nfreee\nshen\nfrogs\ndriller\npavement\ngrace1\ndicky\nchecker\nsmackdown\npandas\ncannibal\nasdffdsa\nblue42\nzyjxrf\nnthvbyfnjh\nmelrose\nneon\njabber\ngamma\n369258147\naprilia\natticus\nbenessere\ncatcher\nskipper1\nazertyuiop\nsixty9\nthierry\ntreetop\njello\nmelons\n123456789qwe\ntantra\nbuzzer\ncatnip\nbouncer\ncomputer1\nsexyone\nananas\nyoung1\nolenka\nsexman\nmooses\nkittys\nsephiroth\ncontra\nhallowee\nskylark\nsparkles\n777333\n1qazxsw23edc\nlucas1\nq1w2e3r\ngofast\nhannes\namethyst\nploppy\nflower2\nhotass\namatory\nvolleyba\ndixie1\nbettyboo\nticklish\n02061974\nfrenchy\nphish1\nmurphy1\ntrustno\n02061972\nleinad\nmynameis\nspooge\njupiter1\nhyundai\nfrosch\njunkmail\nabacab\nmarbles\n32167\ncasio\nsunshine1\nwayne1\nlonghair\ncaster\nsnicker\n02101973\ngannibal\nskinhead\nhansol\ngatsby\nsegblue2\nmontecar\nplato\ngumby\nkaboom\nmatty\nbosco1\n888999\njazzy\npanter\njesus123\ncharlie2\ngiulia\ncandyass\nsex69\ntravis1\nfarmboy\nspecial1\n02041973\nletsdoit\npassword01\nallison1\nabcdefg1\nnotredam\nilikeit\n789654123\nliberty1\nrugger\nuptown\nalcatraz\n123456w\nairman\n007bond\nnavajo\nkenobi\nterrier\nstayout\ngrisha\nfrankie1\nfluff\n1qazzaq1\n1234561\nvirginie\n1234568\ntango1\nwerdna\noctopus\nfitter\ndfcbkbcf\nblacklab\n115599\nmontrose\nallen1\nsupernova\nfrederik\nilovepussy\njustice1\nradeon\nplayboy2\nblubber\nsliver\nswoosh\nmotocros\nlockdown\npearls\nthebear\nistheman\npinetree\nbiit\n1234rewq\nrustydog\ntampabay\ntitts\nbabycake\njehovah\nvampire1\nstreaming\ncollie\ncamil\nfidelity\ncalvin1\nstitch\ngatit\nrestart\npuppy1\nbudgie\ngrunt\ncapitals\nhiking\ndreamcas\nzorro1\n321678\nriffraff\nmakaka\nplaymate\nnapalm\nrollin\namstel\nzxcvb123\nsamanth\nrumble\nfuckme69\njimmys\n951357\npizzaman\n1234567899\ntralala\ndelpiero\nalexi\nyamato\nitisme\n1million\nvfndtq\nkahlua\nlondo\nwonderboy\ncarrots\ntazz\nratboy\nrfgecnf\n02081973\nnico\nfujitsu\ntujhrf\nsergbest\nblobby\n02051970\nsonic1\n1357911\nsmirnov\nvideo1\npanhead\nbucky\n02031974\n44332211\nduffer\ncashmoney\nleft4dead\nbagpuss\nsalman\n01011972\ntitfuck\n66613666\nengland1\nmalish\ndresden\nlemans\ndarina\nzapper\n123456as\n123456qqq\nmet2002\n02041972\nredstar\nblue23\n1234509876\npajero\nbooyah\nplease1\ntetsuo\nsemper\nfinder\nhanuman\nsunlight\n123456n\n02061971\ntreble\ncupoi\npassword99\ndimitri\n3ip76k2\npopcorn1\nlol12345\nstellar\nnympho\nshark1\nkeith1\nsaskia\nbigtruck\nrevoluti\nrambo1\nasd222\nfeelgood\nphat\ngogators\nbismark\ncola\npuck\nfurball\nburnout\nslonik\nbowtie\nmommy1\nicecube\nfabienn\nmouser\npapamama\nrolex\ngiants1\nblue11\ntrooper1\nmomdad\niklo\nmorten\nrhubarb\ngareth\n123456d\nblitz\ncanada1\nr2d2\nbrest\ntigercat\nusmarine\nlilbit\nbenny1\nazrael\nlebowski\n12345r\nmadagaskar\nbegemot\nloverman\ndragonballz\nitaliano\nmazda3\nnaughty1\nonions\ndiver1\ncyrano\ncapcom\nasdfg123\nforlife\nfisherman\nweare138\nrequiem\nmufasa\nalpha123\npiercing\nhellas\nabracadabra\nduckman\ncaracas\nmacintos\n02011971\njordan2\ncrescent\nfduecn\nhogtied\neatmenow\nramjet\n18121812\nkicksass\nwhatthe\ndiscus\nrfhfvtkmrf\nrufus1\nsqdwfe\nmantle\nvegitto\ntrek\ndan123\npaladin1\nrudeboy\nliliya\nlunchbox\nriversid\nacapulco\nlibero\ndnsadm\nmaison\ntoomuch\nboobear\nhemlock\nsextoy\npugsley\nmisiek\nathome\nmigue\naltoids\nmarcin\n123450\nrhfcfdbwf\njeter2\nrhinos\nrjhjkm\nmercury1\nronaldinho\nshampoo\nmakayla\nkamilla\nmasterbating\ntennesse\nholger\njohn1\nmatchbox\nhores\npoptart\nparlament\ngoodyear\nasdfgh1\n02081970\nhardwood\nalain\nerection\nhfytnrb\nhighlife\nimplants\nbenjami\ndipper\njeeper\nbendover\nsupersonic\nbabybear\nlaserjet\ngotenks\nbama\nnatedogg\naol123\npokemo\nrabbit1\nraduga\nsopranos\ncashflow\nmenthol\npharao\nhacking\n334455\nghjcnbnenrf\nlizzy\nmuffin1\npooky\npenis1\nflyer\ngramma\ndipset\nbecca\nireland1\ndiana1\ndonjuan\npong\nziggy1\nalterego\nsimple1\ncbr900\nlogger\n111555\nclaudia1\ncantona7\nmatisse\nljxtymrf\nvictori\nharle\nmamas\nencore\nmangos\niceman1\ndiamon\nalexxx\ntiamat\n5000\ndesktop\nmafia\nsmurf\nprincesa\nshojou\nblueberr\nwelkom\nmaximka\n123890\n123q123\ntammy1\nbobmarley\nclips\ndemon666\nismail\ntermite\nlaser1\nmissie\naltair\ndonna1\nbauhaus\ntrinitron\nmogwai\nflyers88\njuniper\nnokia5800\nboroda\njingles\nqwerasdfzxcv\nshakur\n777666\nlegos\nmallrats\n1qazxsw\ngoldeneye\ntamerlan\njulia1\nbackbone\nspleen\n49ers\nshady\ndarkone\nmedic1\njusti\ngiggle\ncloudy\naisan\ndouche\nparkour\nbluejay\nhuskers1\nredwine\n1qw23er4\nsatchmo\n1231234\nnineball\nstewart1\nballsack\nprobes\nkappa\namiga\nflipper1\ndortmund\n963258\ntrigun\n1237895\nhomepage\nblinky\nscrewy\ngizzmo\nbelkin\nchemist\ncoolhand\nchachi\nbraves1\nthebest\ngreedisgood\npro100\nbanana1\n101091m\n123456g\nwonderfu\nbarefeet\n8inches\n1111qqqq\nkcchiefs\nqweasdzxc123\nmetal1\njennifer1\nxian\nasdasd123\npollux\ncheerleaers\nfruity\nmustang5\nturbos\nshopper\nphoton\nespana\nhillbill\noyster\nmacaroni\ngigabyte\njesper\nmotown\ntuxedo\nbuster12\ntriplex\ncyclones\nestrell\nmortis\nholla\n456987\nfiddle\nsapphic\njurassic\nthebeast\nghjcnjq\nbaura\nspock1\nmetallica1\nkaraoke\nnemrac58\nlove1234\n02031970\nflvbybcnhfnjh\nfrisbee\ndiva\najax\nfeathers\nflower1\nsoccer11\nallday\nmierda\npearl1\namature\nmarauder\n333555\nredheads\nwomans\negorka\ngodbless\n159263\nnimitz\naaaa1111\nsashka\nmadcow\nsocce\ngreywolf\nbaboon\npimpdaddy\n123456789r\nreloaded\nlancia\nrfhfylfi\ndicker\nplacid\ngrimace\n22446688\nolemiss\nwhores\nculinary\nwannabe\nmaxi\n1234567aa\namelie\nriley1\ntrample\nphantom1\nbaberuth\nbramble\nasdfqwer\nvides\n4you\nabc123456\ntaichi\naztnm\nsmother\noutsider\nhakr\nblackhawk\nbigblack\ngirlie\nspook\nvaleriya\ngianluca\nfreedo\n1q2q3q4q\nhandbag\nlavalamp\ncumm\npertinant\nwhatup\nnokia123\nredlight\npatrik\n111aaa\npoppy1\ndfytxrf\naviator\nsweeps\nkristin1\ncypher\nelway\nyinyang\naccess1\npoophead\ntucson\nnoles1\nmonterey\nwaterfal\ndank\ndougal\n918273\nsuede\nminnesot\nlegman\nbukowski\nganja\nmammoth\nriverrat\nasswipe\ndaredevi\nlian\narizona1\nkamikadze\nalex1234\nsmile1\nangel2\n55bgates\nbellagio\n0001\nwanrltw\nstiletto\nlipton\narsena\nbiohazard\nbbking\nchappy\ntetris\nas123456\ndarthvad\nlilwayne\nnopassword\n7412369\n123456789987654321\nnatchez\nglitter\n14785236\nmytime\nrubicon\nmoto\npyon\nwazzup\ntbird\nshane1\nnightowl\ngetoff\nbeckham7\ntrueblue\nhotgirl\nnevermin\ndeathnote\n13131\ntaffy\nbigal\ncopenhag\napricot\ngallaries\ndtkjcbgtl\ntotoro\nonlyone\ncivicsi\njesse1\nbaby123\nsierra1\nfestus\nabacus\nsickboy\nfishtank\nfungus\ncharle\ngolfpro\nteensex\nmario66\nseaside\naleksei\nrosewood\nblackberry\n1020304050\nbedlam\nschumi\ndeerhunt\ncontour\ndarkelf\nsurveyor\ndeltas\npitchers\n741258963\ndipstick\nfunny1\nlizzard\n112233445566\njupiter2\nsofttail\ntitman\ngreenman\nz1x2c3v4b5\nsmartass\n12345677\nnotnow\nmyworld\nnascar1\nchewbacc\nnosferatu\ndownhill\ndallas22\nkuan\nblazers\nwhales\nsoldat\ncraving\npowerman\nyfcntyf\nhotrats\ncfvceyu\nqweasdzx\nprincess1\nfeline\nqqwwee\nchitown\n1234qaz\nmastermind\n114477\ndingbat\ncare1839\nstandby\nkismet\natreides\ndogmeat\nicarus\nmonkeyboy\nalex1\nmouses\nnicetits\nsealteam\nchopper1\ncrispy\nwinter99\nrrpass1\nmyporn\nmyspace1\ncorazo\ntopolino\nass123\nlawman\nmuffy\norgy\n1love\npassord\nhooyah\nekmzyf\npretzel\namonra\nnestle\n01011950\njimbeam\nhappyman\nz12345\nstonewal\nhelios\nmanunited\nharcore\ndick1\ngaymen\n2hot4u\nlight1\nqwerty13\nkakashi\npjkjnj\nalcatel\ntaylo\nallah\nbuddydog\nltkmaby\nmongo\nblonds\nstart123\naudia6\n123456v\ncivilwar\nbellaco\nturtles\nmustan\ndeadspin\naaa123\nfynjirf\nlucky123\ntortoise\namor\nsumme\nwaterski\nzulu\ndrag0n\ndtxyjcnm\ngizmos\nstrife\ninteracial\npusyy\ngoose1\nbear1\nequinox\nmatri\njaguar1\ntobydog\nsammys\nnachos\ntraktor\nbryan1\nmorgoth\n444555\ndasani\nmiami1\nmashka\nxxxxxx1\nownage\nnightwin\nhotlips\npassmast\ncool123\nskolko\neldiablo\nmanu\n1357908642\nscrewyou\nbadabing\nforeplay\nhydro\nkubrick\nseductive\ndemon1\ncomeon\ngalileo\naladdin\nmetoo\nhappines\n902100\nmizuno\ncaddy\nbizzare\ngirls1\nredone\nohmygod\nsable\nbonovox\ngirlies\nhamper\nopus\ngizmodo1\naaabbb\npizzahut\n999888\nrocky2\nanton1\nkikimora\npeavey\nocelot\na1a2a3a4\n2wsx3edc\njackie1\nsolace\nsprocket\ngalary\nchuck1\nvolvo1\nshurik\npoop123\nlocutus\nvirago\nwdtnjxtr\ntequier\nbisexual\ndoodles\nmakeitso\nfishy\n789632145\nnothing1\nfishcake\nsentry\nlibertad\noaktree\nfivestar\nadidas1\nvegitta\nmississi\nspiffy\ncarme\nneutron\nvantage\nagassi\nboners\n123456789v\nhilltop\ntaipan\nbarrage\nkenneth1\nfister\nmartian\nwillem\nlfybkf\nbluestar\nmoonman\nntktdbpjh\npaperino\nbikers\ndaffy\nbenji\nquake\ndragonfly\nsuckcock\ndanilka\nlapochka\nbelinea\ncalypso\nasshol\ncamero1\nabraxas\nmike1234\nwomam\nq1q2q3q4q5\nyouknow\nmaxpower\npic's\naudi80\nsonora\nraymond1\ntickler\ntadpole\nbelair\ncrazyman\nfinalfantasy\n999000\njonatha\npaisley\nkissmyas\nmorgana\nmonste\nmantra\nspunk\nmagic123\njonesy\nmark1\nalessand\n741258\nbaddest\nghbdtnrfrltkf\nzxccxz\ntictac\naugustin\nracers\n7grout\nfoxfire\n99762000\nopenit\nnathanie\n1z2x3c4v5b\nseadog\ngangbanged\nlovehate\nhondacbr\nharpoon\nmamochka\nfisherma\nbismilla\nlocust\nwally1\nspiderman1\nsaffron\nutjhubq\n123456987\n20spanks\nsafeway\npisser\nbdfyjd\nkristen1\nbigdick1\nmagenta\nvfhujif\nanfisa\nfriday13\nqaz123wsx\n0987654321q\ntyrant\nguan\nmeggie\nkontol\nnurlan\nayanami\nrocket1\nyaroslav\nwebsol76\nmutley\nhugoboss\nwebsolutions\nelpaso\ngagarin\nbadboys\nsephirot\n918273645\nnewuser\nqian\nedcrfv\nbooger1\n852258\nlockout\ntimoxa94\nmazda323\nfiredog\nsokolova\nskydiver\njesus777\n1234567890z\nsoulfly\ncanary\nmalinka\nguillerm\nhookers\ndogfart\nsurfer1\nosprey\nindia123\nrhjkbr\nstoppedby\nnokia5530\n123456789o\nblue1\nwerter\ndivers\n3000\n123456f\nalpina\ncali\nwhoknows\ngodspeed\n986532\nforeskin\nfuzzy1\nheyyou\ndidier\nslapnuts\nfresno\nrosebud1\nsandman1\nbears1\nblade1\nhoneybun\nqueen1\nbaronn\npakista\nphilipp\n9111961\ntopsecret\nsniper1\n214365\nslipper\nletsfuck\npippen33\ngodawgs\nmousey\nqw123456\nscrotum\nloveis\nlighthou\nbp2002\nnancy123\njeffrey1\nsusieq\nbuddy2\nralphie\ntrout1\nwilli\nantonov\nsluttey\nrehbwf\nmarty1\ndarian\nlosangeles\nletme1n\n12345d\npusssy\ngodiva\nender\ngolfnut\nleonidas\na1b2c3d4e5\npuffer\ngeneral1\nwizzard\nlehjxrf\nracer1\nbigbucks\ncool12\nbuddys\nzinger\nesprit\nvbienrf\njosep\ntickling\nfroggie\n987654321a\n895623\ndaddys\ncrumbs\ngucci\nmikkel\nopiate\ntracy1\nchristophe\ncame11\n777555\npetrovich\nhumbug\ndirtydog\nallstate\nhoratio\nwachtwoord\ncreepers\nsquirts\nrotary\nbigd\ngeorgia1\nfujifilm\n2sweet\ndasha\nyorkie\nslimjim\nwiccan\nkenzie\nsystem1\nskunk\nb12345\ngetit\npommes\ndaredevil\nsugars\nbucker\npiston\nlionheart\n1bitch\n515051\ncatfight\nrecon\nicecold\nfantom\nvodafone\nkontakt\nboris1\nvfcnth\ncanine\n01011961\nvalleywa\nfaraon\nchickenwing101\nqq123456\nlivewire\nlivelife\nroosters\njeepers\nilya1234\ncoochie\npavlik\ndewalt\ndfhdfhf\narchitec\nblackops\n1qaz2wsx3edc4rfv\nrhfcjnf\nwsxedc\nteaser\nsebora\n25252\nrhino1\nankara\nswifty\ndecimal\nredleg\nshanno\nnermal\ncandies\nsmirnova\ndragon01\nphoto1\nranetki\na1s2d3f4g5\naxio\nwertzu\nmaurizio\n6uldv8\nzxcvasdf\npunkass\nflowe\ngraywolf\npeddler\n3rjs1la7qe\nmpegs\nseawolf\nladyboy\npianos\npiggies\nvixen\nalexus\norpheus\ngdtrfb\nz123456\nmacgyver\nhugetits\nralph1\nflathead\nmaurici\nmailru\ngoofball\nnissan1\nnikon\nstopit\nodin\nbig1\nsmooch\nreboot\nfamil\nbullit\nanthony7\ngerhard\nmethos\n124038\nmorena\neagle2\njessica2\nzebras\ngetlost\ngfynthf\n123581321\nsarajevo\nindon\ncomets\ntatjana\nrfgbnjirf\njoystick\nbatman12\n123456c\nsabre\nbeerme\nvictory1\nkitties\n1475369\nbadboy1\nbooboo1\ncomcast\nslava\nsquid\nsaxophon\nlionhear\nqaywsx\nbustle\nnastena\nroadway\nloader\nhillside\nstarlight\n24681012\nniggers\naccess99\nbazooka\nmolly123\nblackice\nbandi\ncocacol\nnfhfrfy\ntimur\nmuschi\nhorse1\nquant4307s\nsquerting\noscars\nmygirls\nflashman\ntangerin\ngoofy1\np0o9i8\nhousewifes\nnewness\nmonkey69\nescorpio\npassword11\nhippo\nwarcraft3\nqazxsw123\nqpalzm\nribbit\nghbdtndctv\nbogota\nstar123\n258000\nlincoln1\nbigjim\nlacoste\nfirestorm\nlegenda\nindain\nludacris\nmilamber\n1009\nevangeli\nletmesee\na111111\nhooters1\nbigred1\nshaker\nhusky\na4tech\ncnfkrth\nargyle\nrjhjdf\nnataha\n0o9i8u7y\ngibson1\nsooners1\nglendale\narchery\nhoochie\nstooge\naaaaaa1\nscorpions\nschool1\nvegas1\nrapier\nmike23\nbassoon\ngroupd2013\nmacaco\nbaker1\nlabia\nfreewill\nsantiag\nsilverado\nbutch1\nvflfufcrfh\nmonica1\nrugrat\ncornhole\naerosmit\nbionicle\ngfgfvfvf\ndaniel12\nvirgo\nfmale\nfavorite2\ndetroit1\npokey\nshredder\nbaggies\nwednesda\ncosmo1\nmimosa\nsparhawk\nfirehawk\nromario\n911turbo\nfuntimes\nfhntvrf\nnexus6\n159753456\ntimothy1\nbajingan\nterry1\nfrenchie\nraiden\n1mustang\nbabemagnet\n74123698\nnadejda\ntruffles\nrapture\ndouglas1\nlamborghini\nmotocross\nrjcvjc\n748596\nskeeter1\ndante1\nangel666\ntelecom\ncarsten\npietro\nbmw318\nastro1\ncarpediem\nsamir\norang\nhelium\nscirocco\nfuzzball\nrushmore\nrebelz\nhotspur\nlacrimosa\nchevys10\nmadonna1\ndomenico\nyfnfirf\njachin\nshelby1\nbloke\ndawgs\ndunhill\natlanta1\nservice1\nmikado\ndevilman\nangelit\nreznor\neuphoria\nlesbain\ncheckmat\nbrowndog\nphreak\nblaze1\ncrash1\nfarida\nmutter\nluckyme\nhorsemen\nvgirl\njediknig\nasdas\ncesare\nallnight\nrockey\nstarlite\ntruck1\npassfan\nclose-up\nsamue\ncazzo\nwrinkles\nhomely\neatme1\nsexpot\nsnapshot\ndima1995\nasthma\nthetruth\nducky\nblender\npriyanka\ngaucho\ndutchman\nsizzle\nkakarot\n651550\npasscode\njustinbieber\n666333\nelodie\nsanjay\n110442\nalex01\nlotus1\n2300mj\nlakshmi\nzoomer\nquake3\n12349876\nteapot\n12345687\nramada\npennywis\nstriper\npilot1\nchingon\noptima\nnudity\nethan1\neuclid\nbeeline\nloyola\nbiguns\nzaq12345\nbravo1\ndisney1\nbuffa\nassmunch\nvivid\n6661313\nwellingt\naqwzsx\nmadala11\n9874123\nsigmar\npictere\ntiptop\nbettyboop\ndinero\ntahiti\ngregory1\nbionic\nspeed1\nfubar1\nlexus1\ndenis1\nhawthorn\nsaxman\nsuntzu\nbernhard\ndominika\ncamaro1\nhunter12\nbalboa\nbmw2002\nseville\ndiablo1\nvfhbyjxrf\n1234abc\ncarling\nlockerroom\npunani\ndarth\nbaron1\nvaness\n1password\nlibido\npicher\n232425\nkaramba\nfutyn007\ndaydream\n11001001\ndragon123\nfriends1\nbopper\nrocky123\nchooch\nasslover\nshimmer\nriddler\nopenme\ntugboat\nsexy123\nmidori\ngulnara\nchristo\nswatch\nlaker\noffroad\npuddles\nhackers\nmannheim\nmanager1\nhorseman\nroman1\ndancer1\nkomputer\npictuers\nnokia5130\nejaculation\nlioness\n123456y\nevilone\nnastenka\npushok\njavie\nlilman\n3141592\nmjolnir\ntoulouse\npussy2\nbigworm\nsmoke420\nfullback\nextensa\ndreamcast\nbelize\ndelboy\nwillie1\ncasablanca\ncsyjxtr\nricky1\nbonghit\nsalvator\nbasher\npussylover\nrosie1\n963258741\nvivitron\ncobra427\nmeonly\narmageddon\nmyfriend\nzardoz\nqwedsazxc\nkraken\nfzappa\nstarfox\n333999\nillmatic\ncapoeira\nweenie\nramzes\nfreedom2\ntoasty\npupkin\nshinigami\nfhvfutljy\nnocturne\nchurchil\nthumbnils\ntailgate\nneworder\nsexymama\ngoarmy\ncerebus\nmichelle1\nvbifyz\nsurfsup\nearthlin\ndabulls\nbasketbal\naligator\nmojojojo\nsaibaba\nwelcome2\nwifes\nwdtnjr\n12345w\nslasher\npapabear\nterran\nfootman\nhocke\n153759\ntexans\ntom123\nsfgiants\nbillabong\naassdd\nmonolith\nxxx777\nl3tm31n\nticktock\nnewone\nhellno\njapanees\ncontortionist\nadmin123\nscout1\nalabama1\ndivx1\nrochard\nprivat\nradar1\nbigdad\nfhctybq\ntortuga\ncitrus\navanti\nfantasy1\nwoodstock\ns12345\nfireman1\nembalmer\nwoodwork\nbonzai\nkonyor\nnewstart\njigga\npanorama\ngoats\nsmithy\nrugrats\nhotmama\ndaedalus\nnonstop\nfruitbat\nlisenok\nquaker\nviolator\n12345123\nmy3sons\ncajun\nfraggle\ngayboy\noldfart\nvulva\nknickerless\norgasms\nundertow\nbinky\nlitle\nkfcnjxrf\nmasturbation\nbunnie\nalexis1\nplanner\ntransexual\nsparty\nleeloo\nmonies\nfozzie\nstinger1\nlandrove\nanakonda\nscoobie\nyamaha1\nhenti\nstar12\nrfhlbyfk\nbeyonce\ncatfood\ncjytxrf\nzealots\nstrat\nfordtruc\narchangel\nsilvi\nsativa\nboogers\nmiles1\nbigjoe\ntulip\npetite\ngreentea\nshitter\njonboy\nvoltron\nmorticia\nevanescence\n3edc4rfv\nlongshot\nwindows1\nserge\naabbcc\nstarbucks\nsinful\ndrywall\nprelude1\nwww123\ncamel1\nhomebrew\nmarlins\n123412\nletmeinn\ndomini\nswampy\nplokij\nfordf350\nwebcam\nmichele1\nbolivi\n27731828\nwingzero\nqawsedrftg\nshinji\nsverige\njasper1\npiper1\ncummer\niiyama\ngocats\namour\nalfarome\njumanji\nmike69\nfantasti\n1monkey\nw00t88\nshawn1\nlorien\n1a2s3d4f5g\nkoleso\nmurph\nnatascha\nsunkist\nkennwort\nemine\ngrinder\nm12345\nq1q2q3q4\ncheeba\nmoney2\nqazwsxedc1\ndiamante\nprosto\npdiddy\nstinky1\ngabby1\nluckys\nfranci\npornographic\nmoochie\ngfhjdjp\nsamdog\nempire1\ncomicbookdb\nemili\nmotdepasse\niphone\nbraveheart\nreeses\nnebula\nsanjose\nbubba2\nkickflip\narcangel\nsuperbow\nporsche911\nxyzzy\nnigger1\ndagobert\ndevil1\nalatam\nmonkey2\nbarbara1\n12345v\nvfpfafrf\nalessio\nbabemagn\naceman\narrakis\nkavkaz\n987789\njasons\nberserk\nsublime1\nrogue1\nmyspace\nbuckwhea\ncsyekz\npussy4me\nvette1\nboots1\nboingo\narnaud\nbudlite\nredstorm\nparamore\nbecky1\nimtheman\nchango\nmarley1\nmilkyway\n666555\ngiveme\nmahalo\nlux2000\nlucian\npaddy\npraxis\nshimano\nbigpenis\ncreeper\nnewproject2004\nrammstei\nj3qq4h7h2v\nhfljcnm\nlambchop\nanthony2\nbugman\ngfhjkm12\ndreamer1\nstooges\ncybersex\ndiamant\ncowboyup\nmaximus1\nsentra\n615243\ngoethe\nmanhatta\nfastcar\nselmer\n1213141516\nyfnfitymrf\ndenni\nchewey\nyankee1\nelektra\n123456789p\ntrousers\nfishface\ntopspin\norwell\nvorona\nsodapop\nmotherfu\nibilltes\nforall\nkookie\nronald1\nbalrog\nmaximilian\nmypasswo\nsonny1\nzzxxcc\ntkfkdg\nmagoo\nmdogg\nheeled\ngitara\nlesbos\nmarajade\ntippy\nmorozova\nenter123\nlesbean\npounded\nasd456\nfialka\nscarab\nsharpie\nspanky1\ngstring\nsachin\n12345asd\nprinceto\nhellohel\nursitesux\nbillows\n1234kekc\nkombat\ncashew\nduracell\nkseniya\nsevenof9\nkostik\narthur1\ncorvet07\nrdfhnbhf\nsongoku\ntiberian\nneedforspeed\n1qwert\ndropkick\nkevin123\npanache\nlibra\na123456a\nkjiflm\nvfhnsirf\ncntgfy\niamcool\nnarut\nbuffer\nsk8ordie\nurlaub\nfireblade\nblanked\nmarishka\ngemini1\naltec\ngorillaz\nchief1\nrevival47\nironman1\nspace1\nramstein\ndoorknob\ndevilmaycry\nnemesis1\nsosiska\npennstat\nmonday1\npioner\nshevchenko\ndetectiv\nevildead\nblessed1\naggie\ncoffees\ntical\nscotts\nbullwink\nmarsel\nkrypto\nadrock\nrjitxrf\nasmodeus\nrapunzel\ntheboys\nhotdogs\ndeepthro\nmaxpayne\nveronic\nfyyeirf\notter\ncheste\nabbey1\nthanos\nbedrock\nbartok\ngoogle1\nxxxzzz\nrodent\nmontecarlo\nhernande\nmikayla\n123456789l\nbravehea\n12locked\nltymub\npegasus1\nameteur\nsaltydog\nfaisal\nmilfnew\nmomsuck\neverques\nytngfhjkz\nm0nkey\nbusinessbabe\ncooki\ncustard\n123456ab\nlbvjxrf\noutlaws\n753357\nqwerty78\nudacha\ninsider\nchees\nfuckmehard\nshotokan\nkatya\nseahorse\nvtldtlm\nturtle1\nmike12\nbeebop\nheathe\neverton1\ndarknes\nbarnie\nrbcekz\nalisher\ntoohot\ntheduke\n555222\nreddog1\nbreezy\nbulldawg\nmonkeyman\nbaylee\nlosangel\nmastermi\napollo1\naurelie\nzxcvb12345\ncayenne\nbastet\nwsxzaq\ngeibcnbr\nyello\nfucmy69\nredwall\nladybird\nbitchs\ncccccc1\nrktjgfnhf\nghjdthrf\nquest1\noedipus\nlinus\nimpalass\nfartman\n12345k\nfokker\n159753a\noptiplex\nbbbbbb1\nrealtor\nslipkno\nsantacru\nrowdy\njelena\nsmeller\n3984240\nddddd1\nsexyme\njanet1\n3698741\neatme69\ncazzone\ntoday1\npoobear\nignatius\nmaster123\nnewpass1\nheather2\nsnoopdogg\nblondinka\npass12\nhoneydew\nfuckthat\n890098890\nlovem\ngoldrush\ngecko\nbiker1\nllama\npendejo\navalanche\nfremont\nsnowman1\ngandolf\nchowder\n1a2b3c4d5e\nflyguy\nmagadan\n1fuck\npingvin\nnokia5230\nab1234\nlothar\nlasers\nbignuts\nrenee1\nroyboy\nskynet\n12340987\n1122334\ndragrace\nlovely1\n22334455\nbooter\n12345612\ncorvett\n123456qq\ncapital1\nvideoes\nfuntik\nwyvern\nflange\nsammydog\nhulkster\n13245768\nnot4you\nvorlon\nomegared\nl58jkdjp!\nfilippo\n123mudar\nsamadams\npetrus\nchris12\ncharlie123\n123456789123\nicetea\nsunderla\nadrian1\n123qweas\nkazanova\naslan\nmonkey123\nfktyeirf\ngoodsex\n123ab\nlbtest\nbanaan\nbluenose\n837519\nasd12345\nwaffenss\nwhateve\n1a2a3a4a\ntrailers\nvfhbirf\nbhbcrf\nklaatu\nturk182\nmonsoon\nbeachbum\nsunbeam\nsucces\nclyde1\nviking1\nrawhide\nbubblegum\nprinc\nmackenzi\nhershey1\n222555\ndima55\nniggaz\nmanatee\naquila\nanechka\npamel\nbugsbunn\nlovel\nsestra\nnewport1\nalthor\nhornyman\nwakeup\nzzz111\nphishy\ncerber\ntorrent\nthething\nsolnishko\nbabel\nbuckeye1\npeanu\nethernet\nuncencored\nbaraka\n665544\nchris2\nrb26dett\nwilly1\nchoppers\ntexaco\nbiggirl\n123456b\nanna2614\nsukebe\ncaralho\ncallofduty\nrt6ytere\njesus7\nangel12\n1money\ntimelord\nallblack\npavlova\nromanov\ntequiero\nyitbos\nlookup\nbulls23\nsnowflake\ndickweed\nbarks\nlever\nirisha\nfirestar\nfred1234\nghjnjnbg\ndanman\ngatito\nbetty1\nmilhouse\nkbctyjr\nmasterbaiting\ndelsol\npapit\ndoggys\n123698741\nbdfyjdf\ninvictus\nbloods\nkayla1\nyourmama\napple2\nangelok\nbigboy1\npontiac1\nverygood\nyeshua\ntwins2\nporn4me\n141516\nrasta69\njames2\nbosshog\ncandys\nadventur\nstripe\ndjkjlz\ndokken\naustin316\nskins\nhogwarts\nvbhevbh\nnavigato\ndesperado\nxxx666\ncneltyn\nvasiliy\nhazmat\ndaytek\neightbal\nfred1\nfour20\n74227422\nfabia\naerosmith\nmanue\nwingchun\nboohoo\nhombre\nsanity72\ngoatboy\nfuckm\npartizan\navrora\nutahjazz\nsubmarin\npussyeat\nheinlein\ncontrol1\ncostaric\nsmarty\nchuan\ntriplets\nsnowy\nsnafu\nteacher1\nvangogh\nvandal\nevergree\ncochise\nqwerty99\npyramid1\nsaab900\nsniffer\nqaz741\nlebron23\nmark123\nwolvie\nblackbelt\nyoshi\nfeeder\njaneway\nnutella\nfuking\nasscock\ndeepak\npoppie\nbigshow\nhousewife\ngrils\ntonto\ncynthia1\ntemptress\nirakli\nbelle1\nrussell1\nmanders\nfrank123\nseabass\ngforce\nsongbird\nzippy1\nnaught\nbrenda1\nchewy1\nhotshit\ntopaz\n43046721\ngirfriend\nmarinka\njakester\nthatsme\nplaneta\nfalstaff\npatrizia\nreborn\nriptide\ncherry1\nshuan\nnogard\nchino\noasis1\nqwaszx12\ngoodlife\ndavis1\n1911a1\nharrys\nshitfuck\n12345678900\nrussian7\n007700\nbulls1\nporshe\ndanil\ndolphi\nriver1\nsabaka\ngobigred\ndeborah1\nvolkswagen\nmiamo\nalkaline\nmuffdive\n1letmein\nfkbyrf\ngoodguy\nhallo1\nnirvan\nozzie\ncannonda\ncvbhyjdf\nmarmite\ngermany1\njoeblow\nradio1\nlove11\nraindrop\n159852\njacko\nnewday\nfathead\nelvis123\ncaspe\ncitibank\nsports1\ndeuce\nboxter\nfakepass\ngolfman\nsnowdog\nbirthday4\nnonmembe\nniklas\nparsifal\nkrasota\ntheshit\n1235813\nmaganda\nnikita1\nomicron\ncassie1\ncolumbo\nbuick\nsigma1\nthistle\nbassin\nrickster\napteka\nsienna\nskulls\nmiamor\ncoolgirl\ngravis\n1qazxc\nvirgini\nhunter2\nakasha\nbatma\nmotorcyc\nbambino\ntenerife\nfordf250\nzhuan\niloveporn\nmarkiza\nhotbabes\nbecool\nfynjybyf\nwapapapa\nforme\nmamont\npizda\ndragonz\nsharon1\nscrooge\nmrbill\npfloyd\nleeroy\nnatedog\nishmael\n777111\ntecumseh\ncarajo\nnfy.irf\n0000000000o\nblackcock\nfedorov\nantigone\nfeanor\nnovikova\nbobert\nperegrin\nspartan117\npumkin\nrayman\nmanuals\ntooltime\n555333\nbonethug\nmarina1\nbonnie1\ntonyhawk\nlaracroft\nmahalkita\n18273645\nterriers\ngamer\nhoser\nlittlema\nmolotok\nglennwei\nlemon1\ncaboose\ntater\n12345654321\nbrians\nfritz1\nmistral\njigsaw\nfuckshit\nhornyguy\nsouthside\nedthom\nantonio1\nbobmarle\npitures\nilikesex\ncrafty\nnexus\nboarder\nfulcrum\nastonvil\nyanks1\nyngwie\naccount1\nzooropa\nhotlegs\nsammi\ngumbo\nrover1\nperkele\nmaurolarastefy\nlampard\n357753\nbarracud\ndmband\nabcxyz\npathfinder\n335577\nyuliya\nmicky\njayman\nasdfg12345\n1596321\nhalcyon\nrerfhtre\nfeniks\nzaxscd\ngotyoass\njaycee\nsamson1\njamesb\nvibrate\ngrandpri\ncamino\ncolossus\ndavidb\nmamo4ka\nnicky1\nhomer123\npinguin\nwatermelon\nshadow01\nlasttime\nglider\n823762\nhelen1\npyramids\ntulane\nosama\nrostov\njohn12\nscoote\nbhbyrf\ngohan\ngaleries\njoyful\nbigpussy\ntonka\nmowgli\nastalavista\nzzz123\nleafs\ndalejr8\nunicorn1\n777000\nprimal\nbigmama\nokmijn\nkillzone\nqaz12345\nsnookie\nzxcvvcxz\ndavidc\nepson\nrockman\nceaser\nbeanbag\nkatten\n3151020\nduckhunt\nsegreto\nmatros\nragnar\n699669\nsexsexse\n123123z\nfuckyeah\nbigbutts\ngbcmrf\nelement1\nmarketin\nsaratov\nelbereth\nblaster1\nyamahar6\ngrime\nmasha\njuneau\n1230123\npappy\nlindsay1\nmooner\nseattle1\nkatzen\nlucent\npolly1\nlagwagon\npixie\nmisiaczek\n666666a\nsmokedog\nlakers24\neyeball\nironhors\nametuer\nvolkodav\nvepsrf\nkimmy\ngumby1\npoi098\novation\n1q2w3\ndrinker\npenetrating\nsummertime\n1dallas\nprima\nmodles\ntakamine\nhardwork\nmacintosh\ntahoe\npassthie\nchiks\nsundown\nflowers1\nboromir\nmusic123\nphaedrus\nalbert1\njoung\nmalakas\ngulliver\nparker1\nbalder\nsonne\njessie1\ndomainlock2005\nexpress1\nvfkbyf\nyouandme\nraketa\nkoala\ndhjnvytyjub\nnhfrnjh\ntestibil\nybrbnjc\n987654321q\naxeman\npintail\npokemon123\ndogggg\nshandy\nthesaint\n11122233\nx72jhhu3z\ntheclash\nraptors\nzappa1\ndjdjxrf\nhell666\nfriday1\nvivaldi\npluto1\nlance1\nguesswho\njeadmi\ncorgan\nskillz\nskippy1\nmango1\ngymnastic\nsatori\n362514\ntheedge\ncxfcnkbdfz\nsparkey\ndeicide\nbagels\nlololol\nlemmings\nr4e3w2q1\nsilve\nstaind\nschnuffi\ndazzle\nbasebal1\nleroy1\nbilbo1\nluckie\nqwerty2\ngoodfell\nhermione\npeaceout\ndavidoff\nyesterda\nkillah\nflippy\nchrisb\nzelda1\nheadless\nmuttley\nfuckof\ntittys\ncatdaddy\nphotog\nbeeker\nreaver\nram1500\nyorktown\nbolero\ntryagain\narman\nchicco\nlearjet\nalexei\njenna1\ngo2hell\n12s3t4p55\nmomsanaladventure\nmustang9\nprotoss\nrooter\nginola\ndingo1\nmojave\nerica1\n1qazse4\nmarvin1\nredwolf\nsunbird\ndangerou\nmaciek\ngirsl\nhawks1\npackard1\nexcellen\ndashka\nsoleda\ntoonces\nacetate\nnacked\njbond007\nalligator\ndebbie1\nwellhung\nmonkeyma\nsupers\nrigger\nlarsson\nvaseline\nrjnzhf\nmaripos\n123456asd\ncbr600rr\ndoggydog\ncronic\njason123\ntrekker\nflipmode\ndruid\nsonyvaio\ndodges\nmayfair\nmystuff\nfun4me\nsamanta\nsofiya\nmagics\n1ranger\narcane\nsixtynin\n222444\nomerta\nluscious\ngbyudby\nbobcats\nenvision\nchance1\nseaweed\nholdem\ntomate\nmensch\nslicer\nacura1\ngoochi\nqweewq\npunter\nrepoman\ntomboy\nnever1\ncortina\ngomets\n147896321\n369852147\ndogma\nbhjxrf\nloglatin\neragon\nstrato\ngazelle\ngrowler\n885522\nklaudia\npayton34\nfuckem\nbutchie\nscorpi\nlugano\n123456789k\nnichola\nchipper1\nspide\nuhbujhbq\nrsalinas\nvfylfhby\nlonghorns\nbugatti\neverquest\n!qaz2wsx\nblackass\n999111\nsnakeman\np455w0rd\nfanatic\nfamily1\npfqxbr\n777vlad\nmysecret\nmarat\nphoenix2\noctober1\ngenghis\npanties1\ncooker\ncitron\nace123\n1234569\ngramps\nblackcoc\nkodiak1\nhickory\nivanhoe\nblackboy\nescher\nsincity\nbeaks\nmeandyou\nspaniel\ncanon1\ntimmy1\nlancaste\npolaroid\nedinburg\nfuckedup\nhotman\ncueball\ngolfclub\ngopack\nbookcase\nworldcup\ndkflbvbhjdbx\ntwostep\n17171717aa\nletsplay\nzolushka\nstella1\npfkegf\nkingtut\n67camaro\nbarracuda\nwiggles\ngjhjkm\nprancer\npatata\nkjifhf\ntheman1\nromanova\nsexyass\ncopper1\ndobber\nsokolov\npomidor\nalgernon\ncadman\namoremio\nwilliam2\nsilly1\nbobbys\nhercule\nhd764nw5d7e1vb1\ndefcon\ndeutschland\nrobinhood\nalfalfa\nmachoman\nlesbens\npandora1\neasypay\ntomservo\nnadezhda\ngoonies\nsaab9000\njordyn\nf15eagle\ndbrecz\n12qwerty\ngreatsex\nthrawn\nblunted\nbaywatch\ndoggystyle\nloloxx\nchevy2\njanuary1\nkodak\nbushel\n78963214\nub6ib9\nzz8807zpl\nbriefs\nhawker\n224488\nfirst1\nbonzo\nbrent1\nerasure\n69213124\nsidewind\nsoccer13\n622521\nmentos\nkolibri\nonepiece\nunited1\nponyboy\nkeksa12\nwayer\nmypussy\nandrej\nmischa\nmille\nbruno123\ngarter\nbigpun\ntalgat\nfamilia\njazzy1\nmustang8\nnewjob\n747400\nbobber\nblackbel\nhatteras\nginge\nasdfjkl;\ncamelot1\nblue44\nrebbyt34\nebony1\nvegas123\nmyboys\naleksander\nijrjkflrf\nlopata\npilsner\nlotus123\nm0nk3y\nandreev\nfreiheit\nballs1\ndrjynfrnt\nmazda1\nwaterpolo\nshibumi\n852963\n123bbb\ncezer121\nblondie1\nvolkova\nrattler\nkleenex\nben123\nsanane\nhappydog\nsatellit\nqazplm\nqazwsxedcrfvtgb\nmeowmix\nbadguy\nfacefuck\nspice1\nblondy\nmajor1\n25000\nanna123\n654321a\nsober1\ndeathrow\npatterso\nchina1\nnaruto1\nhawkeye1\nwaldo1\nbutchy\ncrayon\n5tgb6yhn\nklopik\ncrocodil\nmothra\nimhorny\npookie1\nsplatter\nslippy\nlizard1\nrouter\nburatino\nyahweh\n123698\ndragon11\n123qwe456\npeepers\ntrucker1\nganjaman\n1hxboqg2\ncheyanne\nstorys\nsebastie\nzztop\nmaddison\n4rfv3edc\ndarthvader\njeffro\niloveit\nvictor1\nhotty\ndelphin\nlifeisgood\ngooseman\nshifty\ninsertions\ndude123\nabrupt\n123masha\nboogaloo\nchronos\nstamford\npimpster\nkthjxrf\ngetmein\namidala\nflubber\nfettish\ngrapeape\ndantes\noralsex\njack1\nfoxcg33\nwinchest\nfrancis1\ngetin\narchon\ncliffy\nblueman\n1basebal\nsport1\nemmitt22\nporn123\nbignasty\nmorga\n123hfjdk147\nferrar\njuanito\nfabiol\ncaseydog\nsteveo\npeternorth\nparoll\nkimchi\nbootleg\ngaijin\nsecre\nacacia\neatme2\namarillo\nmonkey11\nrfhfgep\ntylers\na1a2a3a4a5\nsweetass\nblower\nrodina\nbabushka\ncamilo\ncimbom\ntiffan\nvfnbkmlf\nohbaby\ngotigers\nlindsey1\ndragon13\nromulus\nqazxsw12\nzxcvbn1\ndropdead\nhitman47\nsnuggle\neleven11\nbloopers\n357mag\navangard\nbmw320\nginscoot\ndshade\nmasterkey\nvoodoo1\nrootedit\ncaramba\nleahcim\nhannover\n8phrowz622\ntim123\ncassius\n000000a\nangelito\nzzzzz1\nbadkarma\nstar1\nmalaga\nglenwood\nfootlove\ngolf1\nsummer12\nhelpme1\nfastcars\ntitan1\npolice1\npolinka\nk.jdm\nmarusya\naugusto\nshiraz\npantyhose\ndonald1\nblaise\narabella\nbrigada\nc3por2d2\npeter01\nmarco1\nhellow\ndillweed\nuzumymw\ngeraldin\nloveyou2\ntoyota1\n088011\ngophers\nindy500\nslainte\n5hsu75kpot\nteejay\nrenat\nracoon\nsabrin\nangie1\nshiznit\nharpua\nsexyred\nlatex\ntucker1\nalexandru\nwahoo\nteamwork\ndeepblue\ngoodison\nrundmc\nr2d2c3p0\npuppys\nsamba\nayrton\nboobed\n999777\ntopsecre\nblowme1\n123321z\nloudog\nrandom1\npantie\ndrevil\nmandolin\n121212q\nhottub\nbrother1\nfailsafe\nspade1\nmatvey\nopen1234\ncarmen1\npriscill\nschatzi\nkajak\ngooddog\ntrojans1\ngordon1\nkayak\ncalamity\nargent\nufhvjybz\nseviyi\npenfold\nassface\ndildos\nhawkwind\ncrowbar\nyanks\nruffles\nrastus\nluv2epus\nopen123\naquafina\ndawns\njared1\nteufel\n12345c\nvwgolf\npepsi123\namores\npasswerd\n01478520\nboliva\nsmutty\nheadshot\npassword3\ndavidd\nzydfhm\ngbgbcmrf\npornpass\ninsertion\nceckbr\ntest2\ncar123\ncheckit\ndbnfkbq\nniggas\nnyyankee\nmuskrat\nnbuhtyjr\ngunner1\nocean1\nfabienne\nchrissy1\nwendys\nloveme89\nbatgirl\ncerveza\nigorek\nsteel1\nragman\nboris123\nnovifarm\nsexy12\nqwerty777\nmike01\ngiveitup\n123456abc\nfuckall\ncrevice\nhackerz\ngspot\neight8\nassassins\ntexass\nswallows\n123458\nbaldur\nmoonshine\nlabatt\nmodem\nsydney1\nvoland\ndbnfkz\nhotchick\njacker\nprincessa\ndawgs1\nholiday1\nbooper\nreliant\nmiranda1\njamaica1\nandre1\nbadnaamhere\nbarnaby\ntiger7\ndavid12\nmargaux\ncorsica\n085tzzqi\nuniversi\nthewall\nnevermor\nmartin6\nqwerty77\ncipher\napples1\n0102030405\nseraphim\nblack123\nimzadi\ngandon\nducati99\n1shadow\ndkflbvbhjdyf\n44magnum\nbigbad\nfeedme\nsamantha1\nultraman\nredneck1\njackdog\nusmc0311\nfresh1\nmonique1\ntigre\nalphaman\ncool1\ngreyhoun\nindycar\ncrunchy\n55chevy\ncarefree\nwillow1\n063dyjuy\nxrated\nassclown\nfederica\nhilfiger\ntrivia\nbronco1\nmamita\n100200300\nsimcity\nlexingky\nakatsuki\nretsam\njohndeere\nabudfv\nraster\nelgato\nbusinka\nsatanas\nmattingl\nredwing1\nshamil\npatate\nmannn\nmoonstar\nevil666\nb123456\nbowl300\ntanechka\n34523452\ncarthage\nbabygir\nsantino\nbondarenko\njesuss\nchico1\nnumlock\nshyguy\nsound1\nkirby1\nneedit\nmostwanted\n427900\nfunky1\nsteve123\npassions\nanduril\nkermit1\nprospero\nlusty\nbarakuda\ndream1\nbroodwar\nporky\nchristy1\nmahal\nyyyyyy1\nallan1\n1sexy\nflintsto\ncapri\ncumeater\nheretic\nrobert2\nhippos\nblindax\nmarykay\ncollecti\nkasumi\n1qaz!qaz\n112233q\n123258\nchemistr\ncoolboy\n0o9i8u\nkabuki\nrighton\ntigress\nnessie\nsergej\nandrew12\nyfafyz\nytrhjvfyn\nangel7\nvicto\nmobbdeep\nlemming\ntransfor\n1725782\nmyhouse\naeynbr\nmuskie\nleno4ka\nwestham1\ncvbhyjd\ndaffodil\npussylicker\npamela1\nstuffer\nwarehous\ntinker1\n2w3e4r\npluton\nlouise1\npolarbea\n253634\nprime1\nanatoliy\njanuar\nwysiwyg\ncobraya\nralphy\nwhaler\nxterra\ncableguy\n112233a\nporn69\njamesd\naqualung\njimmy123\nlumpy\nluckyman\nkingsize\ngolfing1\nalpha7\nleeds1\nmarigold\nlol1234\nteabag\nalex11\n10sne1\nsaopaulo\nshanny\nroland1\nbasser\n3216732167\ncarol1\nyear2005\nmorozov\nsaturn1\njoseluis\nbushed\nredrock\nmemnoch\nlalaland\nindiana1\nlovegod\ngulnaz\nbuffalos\nloveyou1\nanteater\npattaya\njaydee\nredshift\nbartek\nsummerti\ncoffee1\nricochet\nincest\nschastie\nrakkaus\nh2opolo\nsuikoden\nperro\ndance1\nloveme1\nwhoopass\nvladvlad\nboober\nflyers1\nalessia\ngfcgjhn\npipers\npapaya\ngunsling\ncoolone\nblackie1\ngonads\ngfhjkzytn\nfoxhound\nqwert12\ngangrel\nghjvtntq\nbluedevi\nmywife\nsummer01\nhangman\nlicorice\npatter\nvfr750\nthorsten\n515253\nninguna\ndakine\nstrange1\nmexic\nvergeten\n12345432\n8phrowz624\nstampede\nfloyd1\nsailfish\nraziel\nananda\ngiacomo\nfreeme\ncrfprf\n74185296\nallstars\nmaster01\nsolrac\ngfnhbjn\nbayliner\nbmw525\n3465xxx\ncatter\nsingle1\nmichael3\npentium4\nnitrox\nmapet123456\nhalibut\nkillroy\nxxxxx1\nphillip1\npoopsie\narsenalfc\nbuffys\nkosova\nall4me\n32165498\narslan\nopensesame\nbrutis\ncharles2\npochta\nnadegda\nbackspac\nmustang0\ninvis\ngogeta\n654321q\nadam25\nniceday\ntruckin\ngfdkbr\nbiceps\nsceptre\nbigdave\nlauras\nuser345\nsandys\nshabba\nratdog\ncristiano\nnatha\nmarch13\ngumball\ngetsdown\nwasdwasd\nredhead1\ndddddd1\nlonglegs\n13572468\nstarsky\nducksoup\nbunnys\nomsairam\nwhoami\nfred123\ndanmark\nflapper\nswanky\nlakings\nyfhenj\nasterios\nrainier\nsearcher\ndapper\nltdjxrf\nhorsey\nseahawk\nshroom\ntkfkdgo\naquaman\ntashkent\nnumber9\nmessi10\n1asshole\nmilenium\nillumina\nvegita\njodeci\nbuster01\nbareback\ngoldfinger\nfire1\n33rjhjds\nsabian\nthinkpad\nsmooth1\nsully\nbonghits\nsushi1\nmagnavox\ncolombi\nvoiture\nlimpone\noldone\naruba\nrooster1\nzhenya\nnomar5\ntouchdow\nlimpbizkit\nrhfcfdxbr\nbaphomet\nafrodita\nbball1\nmadiso\nladles\nlovefeet\nmatthew2\ntheworld\nthunderbird\ndolly1\n123rrr\nforklift\nalfons\nberkut\nspeedy1\nsaphire\noilman\ncreatine\npussylov\nbastard1\n456258\nwicked1\nfilimon\nskyline1\nfucing\nyfnfkbz\nhot123\nabdulla\nnippon\nnolimits\nbilliard\nbooty1\nbuttplug\nwestlife\ncoolbean\naloha1\nlopas\nasasin\n1212121\noctober2\nwhodat\ngood4u\nd12345\nkostas\nilya1992\nregal\npioneer1\nvolodya\nfocus1\nbastos\nnbvjif\nfenix\nanita1\nvadimka\nnickle\njesusc\n123321456\nteste\nchrist1\nessendon\nevgenii\ncelticfc\nadam1\nforumwp\nlovesme\n26exkp\nchillout\nburly\nthelast1\nmarcus1\nmetalgear\ntest11\nronaldo7\nsocrate\nworld1\nfranki\nmommie\nvicecity\npostov1000\ncharlie3\noldschool\n333221\nlegoland\nantoshka\ncounterstrike\nbuggy\nmustang3\n123454\nqwertzui\ntoons\nchesty\nbigtoe\ntigger12\nlimpopo\nrerehepf\ndiddle\nnokia3250\nsolidsnake\nconan1\nrockroll\n963369\ntitanic1\nqwezxc\ncloggy\nprashant\nkatharin\nmaxfli\ntakashi\ncumonme\nmichael9\nmymother\npennstate\nkhalid\n48151623\nfightclub\nshowboat\nmateusz\nelrond\nteenie\narrow1\nmammamia\ndustydog\ndominator\nerasmus\nzxcvb1\n1a2a3a\nbones1\ndennis1\ngalaxie\npleaseme\nwhatever1\njunkyard\ngaladriel\ncharlies\n2wsxzaq1\ncrimson1\nbehemoth\nteres\nmaster11\nfairway\nshady1\npass99\n1batman\njoshua12\nbaraban\napelsin\nmousepad\nmelon\ntwodogs\n123321qwe\nmetalica\nryjgrf\npipiska\nrerfhfxf\nlugnut\ncretin\niloveu2\npowerade\naaaaaaa1\nomanko\nkovalenko\nisabe\nchobits\n151nxjmt\nshadow11\nzcxfcnkbdf\ngy3yt2rgls\nvfhbyrf\n159753123\nbladerunner\ngoodone\nwonton\ndoodie\n333666999\nfuckyou123\nkitty123\nchisox\norlando1\nskateboa\nred12345\ndestroye\nsnoogans\nsatan1\njuancarlo\ngoheels\njetson\nscottt\nfuckup\naleksa\ngfhfljrc\npassfind\noscar123\nderrick1\nhateme\nviper123\npieman\naudi100\ntuffy\nandover\nshooter1\n10000\nmakarov\ngrant1\nnighthaw\n13576479\nbrowneye\nbatigol\nnfvfhf\nchocolate1\n7hrdnw23\npetter\nbantam\nmorlii\njediknight\nbrenden\nargonaut\ngoodstuf\nwisconsi\n315920\nabigail1\ndirtbag\nsplurge\nk123456\nlucky777\nvaldepen\ngsxr600\n322223\nghjnjrjk\nzaq1xsw2cde3\nschwanz\nwalter1\nletmein22\nnomads\n124356\ncodeblue\nnokian70\nfucke\nfootbal1\nagyvorc\naztecs\npassw0r\nsmuggles\nfemmes\nballgag\nkrasnodar\ntamuna\nschule\nsixtynine\nempires\nerfolg\ndvader\nladygaga\nelite1\nvenezuel\nnitrous\nkochamcie\nolivia1\ntrustn01\narioch\nsting1\n131415\ntristar\n555000\nmaroon\n135799\nmarsik\n555556\nfomoco\nnatalka\ncwoui\ntartan\ndavecole\nnosferat\nhotsauce\ndmitry\nhorus\ndimasik\nskazka\nboss302\nbluebear\nvesper\nultras\ntarantul\nasd123asd\nazteca\ntheflash\n8ball\n1footbal\ntitlover\nlucas123\nnumber6\nsampson1\n789852\nparty1\ndragon99\nadonai\ncarwash\nmetropol\npsychnau\nvthctltc\nhounds\nfirework\nblink18\n145632\nwildcat1\nsatchel\nrice80\nghtktcnm\nsailor1\ncubano\nanderso\nrocks1\nmike11\nfamili\ndfghjc\nbesiktas\nroygbiv\nnikko\nbethan\nminotaur\nrakesh\norange12\nhfleuf\njackel\nmyangel\nfavorite7\n1478520\nasssss\nagnieszka\nhaley1\nraisin\nhtubyf\n1buster\ncfiekz\nderevo\n1a2a3a4a5a\nbaltika\nraffles\nscruffy1\nclitlick\nlouis1\nbuddha1\nfy.nrf\nwalker1\nmakoto\nshadow2\nredbeard\nvfvfvskfhfve\nmycock\nsandydog\nlineman\nnetwork1\nfavorite8\nlongdick\nmustangg\nmavericks\nindica\n1killer\ncisco1\nangelofwar\nblue69\nbrianna1\nbubbaa\nslayer666\nlevel42\nbaldrick\nbrutus1\nlowdown\nharibo\nlovesexy\n500000\nthissuck\npicker\nstephy\n1fuckme\ncharacte\ntelecast\n1bigdog\nrepytwjdf\nthematrix\nhammerhe\nchucha\nganesha\ngunsmoke\ngeorgi\nsheltie\n1harley\nknulla\nsallas\nwestie\ndragon7\nconker\ncrappie\nmargosha\nlisboa\n3e2w1q\nshrike\ngrifter\nghjcnjghjcnj\nasdfg1\nmnbvcxz1\nmyszka\nposture\nboggie\nrocketman\nflhtyfkby\ntwiztid\nvostok\npi314159\nforce1\ntelevizor\ngtkmvtym\nsamhain\nimcool\njadzia\ndreamers\nstrannik\nk2trix\nsteelhea\nnikitin\ncommodor\nbrian123\nchocobo\nwhopper\nibilljpf\nmegafon\nararat\nthomas12\nghbrjkbcn\nq1234567890\nhibernia\nkings1\njim123\nredfive\n68camaro\niawgk2\nxavier1\n1234567u\nd123456\nndirish\nairborn\nhalfmoon\nfluffy1\nranchero\nsneaker\nsoccer2\npassion1\ncowman\nbirthday1\njohnn\nrazzle\nglock17\nwsxqaz\nnubian\nlucky2\njelly1\nhenderso\neric1\n123123e\nboscoe01\nfuck0ff\nsimpson1\nsassie\nrjyjgkz\nnascar3\nwatashi\nloredana\njanus\nwilso\nconman\ndavid2\nmothe\niloveher\nsnikers\ndavidj\nfkmnthyfnbdf\nmettss\nratfink\n123456h\nlostsoul\nsweet16\nbrabus\nwobble\npetra1\nfuckfest\notters\nsable1\nsvetka\nspartacu\nbigstick\nmilashka\n1lover\npasport\nchampagn\npapichul\nhrvatska\nhondacivic\nkevins\ntacit\nmoneybag\ngohogs\nrasta1\n246813579\nytyfdbcnm\ngubber\ndarkmoon\nvitaliy\n233223\nplayboys\ntristan1\njoyce1\noriflame\nmugwump\naccess2\nautocad\nthematri\nqweqwe123\nlolwut\nibill01\nmultisyn\n1233211\npelikan\nrob123\nchacal\n1234432\ngriffon\npooch\ndagestan\ngeisha\nsatriani\nanjali\nrocketma\ngixxer\npendrago\nvincen\nhellokit\nkillyou\nruger\ndoodah\nbumblebe\nbadlands\ngalactic\nemachines\nfoghorn\njackso\njerem\navgust\nfrontera\n123369\ndaisymae\nhornyboy\nwelcome123\ntigger01\ndiabl\nangel13\ninterex\niwantsex\nrockydog\nkukolka\nsawdust\nonline1\n3234412\nbigpapa\njewboy\n3263827\ndave123\nriches\n333222\ntony1\ntoggle\nfarter\n124816\ntities\nballe\nbrasilia\nsouthsid\nmicke\nghbdtn12\npatit\nctdfcnjgjkm\nolds442\nzzzzzz1\nnelso\ngremlins\ngypsy1\ncarter1\nslut69\nfarcry\n7415963\nmichael8\nbirdie1\ncharl\n123456789abc\n100001\naztec\nsinjin\nbigpimpi\ncloseup\natlas1\nnvidia\ndoggone\nclassic1\nmanana\nmalcolm1\nrfkbyf\nhotbabe\nrajesh\ndimebag\nganjubas\nrodion\njagr68\nseren\nsyrinx\nfunnyman\nkarapuz\n123456789n\nbloomin\nadmin18533362\nbiggdogg\nocarina\npoopy1\nhellome\ninternet1\nbooties\nblowjobs\nmatt1\ndonkey1\nswede\n1jennife\nevgeniya\nlfhbyf\ncoach1\n444777\ngreen12\npatryk\npinewood\njustin12\n271828\n89600506779\nnotredame\ntuborg\nlemond\nsk8ter\nmillion1\nwowser\npablo1\nst0n3\njeeves\nfunhouse\nhiroshi\ngobucs\nangeleye\nbereza\nwinter12\ncatalin\nqazedc\nandros\nramazan\nvampyre\nsweethea\nimperium\nmurat\njamest\nflossy\nsandeep\nmorgen\nsalamandra\nbigdogg\nstroller\nnjdevils\nnutsack\nvittorio\n%%passwo\nplayful\nrjyatnrf\ntookie\nubnfhf\nmichi\n777444\nshadow13\ndevils1\nradiance\ntoshiba1\nbeluga\namormi\ndandfa\ntrust1\nkillemall\nsmallville\npolgara\nbillyb\nlandscap\nsteves\nexploite\nzamboni\ndamage11\ndzxtckfd\ntrader12\npokey1\nkobe08\ndamager\negorov\ndragon88\nckfdbr\nlisa69\nblade2\naudis4\nnelson1\nnibbles\n23176djivanfros\nmutabor\nartofwar\nmatvei\nmetal666\nhrfzlz\nschwinn\npoohbea\nseven77\nthinker\n123456789qwerty\nsobriety\njakers\nkaramelka\nvbkfyf\nvolodin\niddqd\ndale03\nroberto1\nlizaveta\nqqqqqq1\n";

// src/server/services/common-passwords.ts
var COMMON_PASSWORDS = parseCommonPasswords(common_passwords_default);

// src/server/services/passwords.ts
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
var PARAMS = { N: 32768, r: 8, p: 1 };
var DUMMY_HASH = ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, randomBytes(16).toString("base64url"), randomBytes(32).toString("base64url")].join("$");

// src/server/services/sessions.ts
var AUTH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1e3;

// src/server/services/links.ts
var LINK_TTL_MS = { reset: 60 * 60 * 1e3, invite: 7 * 24 * 60 * 60 * 1e3 };

// src/server/routes/billing-pages.ts
var DAY_MS = 24 * 60 * 60 * 1e3;

// src/server/routes/billing.ts
var PLAN_LIST = PLANS.map((p) => p.name).join(", ");
var WEBHOOK_LIMIT_BYTES = 256 * 1024;
var DAY_MS2 = 24 * 60 * 60 * 1e3;

// src/shared/countries.ts
var ENTRIES = [
  ["AF", "Afghanistan"],
  ["AX", "Aland Islands"],
  ["AL", "Albania"],
  ["DZ", "Algeria"],
  ["AS", "American Samoa"],
  ["AD", "Andorra"],
  ["AO", "Angola"],
  ["AI", "Anguilla"],
  ["AQ", "Antarctica"],
  ["AG", "Antigua and Barbuda"],
  ["AR", "Argentina"],
  ["AM", "Armenia"],
  ["AW", "Aruba"],
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["AZ", "Azerbaijan"],
  ["BS", "Bahamas"],
  ["BH", "Bahrain"],
  ["BD", "Bangladesh"],
  ["BB", "Barbados"],
  ["BY", "Belarus"],
  ["BE", "Belgium"],
  ["BZ", "Belize"],
  ["BJ", "Benin"],
  ["BM", "Bermuda"],
  ["BT", "Bhutan"],
  ["BO", "Bolivia"],
  ["BQ", "Bonaire, Sint Eustatius and Saba"],
  ["BA", "Bosnia and Herzegovina"],
  ["BW", "Botswana"],
  ["BV", "Bouvet Island"],
  ["BR", "Brazil"],
  ["IO", "British Indian Ocean Territory"],
  ["BN", "Brunei Darussalam"],
  ["BG", "Bulgaria"],
  ["BF", "Burkina Faso"],
  ["BI", "Burundi"],
  ["CV", "Cabo Verde"],
  ["KH", "Cambodia"],
  ["CM", "Cameroon"],
  ["CA", "Canada"],
  ["KY", "Cayman Islands"],
  ["CF", "Central African Republic"],
  ["TD", "Chad"],
  ["CL", "Chile"],
  ["CN", "China"],
  ["CX", "Christmas Island"],
  ["CC", "Cocos (Keeling) Islands"],
  ["CO", "Colombia"],
  ["KM", "Comoros"],
  ["CK", "Cook Islands"],
  ["CR", "Costa Rica"],
  ["HR", "Croatia"],
  ["CU", "Cuba"],
  ["CW", "Cura\xE7ao"],
  ["CY", "Cyprus"],
  ["CZ", "Czech Republic"],
  ["CI", "C\xF4te d'Ivoire"],
  ["CD", "Democratic Republic of the Congo"],
  ["DK", "Denmark"],
  ["DJ", "Djibouti"],
  ["DM", "Dominica"],
  ["DO", "Dominican Republic"],
  ["EC", "Ecuador"],
  ["EG", "Egypt"],
  ["SV", "El Salvador"],
  ["GQ", "Equatorial Guinea"],
  ["ER", "Eritrea"],
  ["EE", "Estonia"],
  ["SZ", "Eswatini"],
  ["ET", "Ethiopia"],
  ["FK", "Falkland Islands"],
  ["FO", "Faroe Islands"],
  ["FM", "Federated States of Micronesia"],
  ["FJ", "Fiji"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["GF", "French Guiana"],
  ["PF", "French Polynesia"],
  ["TF", "French Southern Territories"],
  ["GA", "Gabon"],
  ["GM", "Gambia"],
  ["GE", "Georgia"],
  ["DE", "Germany"],
  ["GH", "Ghana"],
  ["GI", "Gibraltar"],
  ["GR", "Greece"],
  ["GL", "Greenland"],
  ["GD", "Grenada"],
  ["GP", "Guadeloupe"],
  ["GU", "Guam"],
  ["GT", "Guatemala"],
  ["GG", "Guernsey"],
  ["GN", "Guinea"],
  ["GW", "Guinea-Bissau"],
  ["GY", "Guyana"],
  ["HT", "Haiti"],
  ["HM", "Heard Island and McDonald Islands"],
  ["VA", "Holy See"],
  ["HN", "Honduras"],
  ["HK", "Hong Kong"],
  ["HU", "Hungary"],
  ["IS", "Iceland"],
  ["IN", "India"],
  ["ID", "Indonesia"],
  ["IR", "Iran"],
  ["IQ", "Iraq"],
  ["IE", "Ireland"],
  ["IM", "Isle of Man"],
  ["IL", "Israel"],
  ["IT", "Italy"],
  ["JM", "Jamaica"],
  ["JP", "Japan"],
  ["JE", "Jersey"],
  ["JO", "Jordan"],
  ["KZ", "Kazakhstan"],
  ["KE", "Kenya"],
  ["KI", "Kiribati"],
  ["KW", "Kuwait"],
  ["KG", "Kyrgyzstan"],
  ["LA", "Laos"],
  ["LV", "Latvia"],
  ["LB", "Lebanon"],
  ["LS", "Lesotho"],
  ["LR", "Liberia"],
  ["LY", "Libya"],
  ["LI", "Liechtenstein"],
  ["LT", "Lithuania"],
  ["LU", "Luxembourg"],
  ["MO", "Macau"],
  ["MG", "Madagascar"],
  ["MW", "Malawi"],
  ["MY", "Malaysia"],
  ["MV", "Maldives"],
  ["ML", "Mali"],
  ["MT", "Malta"],
  ["MH", "Marshall Islands"],
  ["MQ", "Martinique"],
  ["MR", "Mauritania"],
  ["MU", "Mauritius"],
  ["YT", "Mayotte"],
  ["MX", "Mexico"],
  ["MD", "Moldova"],
  ["MC", "Monaco"],
  ["MN", "Mongolia"],
  ["ME", "Montenegro"],
  ["MS", "Montserrat"],
  ["MA", "Morocco"],
  ["MZ", "Mozambique"],
  ["MM", "Myanmar"],
  ["NA", "Namibia"],
  ["NR", "Nauru"],
  ["NP", "Nepal"],
  ["NL", "Netherlands"],
  ["NC", "New Caledonia"],
  ["NZ", "New Zealand"],
  ["NI", "Nicaragua"],
  ["NE", "Niger"],
  ["NG", "Nigeria"],
  ["NU", "Niue"],
  ["NF", "Norfolk Island"],
  ["KP", "North Korea"],
  ["MK", "North Macedonia"],
  ["MP", "Northern Mariana Islands"],
  ["NO", "Norway"],
  ["OM", "Oman"],
  ["PK", "Pakistan"],
  ["PW", "Palau"],
  ["PA", "Panama"],
  ["PG", "Papua New Guinea"],
  ["PY", "Paraguay"],
  ["PE", "Peru"],
  ["PH", "Philippines"],
  ["PN", "Pitcairn"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["PR", "Puerto Rico"],
  ["QA", "Qatar"],
  ["CG", "Republic of the Congo"],
  ["RO", "Romania"],
  ["RU", "Russia"],
  ["RW", "Rwanda"],
  ["RE", "R\xE9union"],
  ["BL", "Saint Barth\xE9lemy"],
  ["SH", "Saint Helena, Ascension and Tristan da Cunha"],
  ["KN", "Saint Kitts and Nevis"],
  ["LC", "Saint Lucia"],
  ["MF", "Saint Martin"],
  ["PM", "Saint Pierre and Miquelon"],
  ["VC", "Saint Vincent and the Grenadines"],
  ["WS", "Samoa"],
  ["SM", "San Marino"],
  ["ST", "Sao Tome and Principe"],
  ["SA", "Saudi Arabia"],
  ["SN", "Senegal"],
  ["RS", "Serbia"],
  ["SC", "Seychelles"],
  ["SL", "Sierra Leone"],
  ["SG", "Singapore"],
  ["SX", "Sint Maarten"],
  ["SK", "Slovakia"],
  ["SI", "Slovenia"],
  ["SB", "Solomon Islands"],
  ["SO", "Somalia"],
  ["ZA", "South Africa"],
  ["GS", "South Georgia and the South Sandwich Islands"],
  ["KR", "South Korea"],
  ["SS", "South Sudan"],
  ["ES", "Spain"],
  ["LK", "Sri Lanka"],
  ["PS", "State of Palestine"],
  ["SD", "Sudan"],
  ["SR", "Suriname"],
  ["SJ", "Svalbard and Jan Mayen"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["SY", "Syria"],
  ["TW", "Taiwan"],
  ["TJ", "Tajikistan"],
  ["TZ", "Tanzania"],
  ["TH", "Thailand"],
  ["TL", "Timor-Leste"],
  ["TG", "Togo"],
  ["TK", "Tokelau"],
  ["TO", "Tonga"],
  ["TT", "Trinidad and Tobago"],
  ["TN", "Tunisia"],
  ["TM", "Turkmenistan"],
  ["TC", "Turks and Caicos Islands"],
  ["TV", "Tuvalu"],
  ["TR", "T\xFCrkiye"],
  ["UG", "Uganda"],
  ["UA", "Ukraine"],
  ["AE", "United Arab Emirates"],
  ["GB", "United Kingdom"],
  ["UM", "United States Minor Outlying Islands"],
  ["US", "United States of America"],
  ["UY", "Uruguay"],
  ["UZ", "Uzbekistan"],
  ["VU", "Vanuatu"],
  ["VE", "Venezuela"],
  ["VN", "Vietnam"],
  ["VG", "Virgin Islands (British)"],
  ["VI", "Virgin Islands (U.S.)"],
  ["WF", "Wallis and Futuna"],
  ["EH", "Western Sahara"],
  ["YE", "Yemen"],
  ["ZM", "Zambia"],
  ["ZW", "Zimbabwe"]
];
var COUNTRIES = ENTRIES.map(([code, name]) => ({ code, name }));
var BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

// src/shared/stores.ts
var EXAMPLE_DOMAIN = "mystore.com";
var MESSAGES = {
  domainRequired: "Domain is required",
  domainFormat: `Enter a valid domain (e.g., ${EXAMPLE_DOMAIN}) without https at the front, no slashes`,
  platformRequired: "Platform is required",
  countriesRequired: "Countries are required",
  countriesMin: "Select at least one country",
  countryUnknown: "Unknown country",
  countryRepeated: "The same country cannot be chosen twice",
  missing: "Missing required fields"
};

// src/server/services/visit-month.ts
var MONTH_TURN_MARGIN_MS = 5 * 60 * 1e3;

// src/shared/team-validators.ts
var ROLES = ["ADMIN", "STANDARD"];
var inviteSchema = {
  name: [required("Name is required"), maxLength(100, "Name must be at most 100 characters")],
  email: [required("Email is required"), email("Invalid email address"), maxLength(254, "Invalid email address")],
  role: [required("Role is required"), ((value) => ROLES.includes(value) ? void 0 : "Invalid role")]
};

// src/shared/ip-validators.ts
var OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
var IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
var isIpv4 = (value) => typeof value === "string" && IPV4.test(value.trim());
var ipSchema = {
  ipAddress: [required("IP address is required"), ((value) => isIpv4(value) ? void 0 : "Invalid IP address format")],
  tag: [maxLength(100, "Label must be at most 100 characters")]
};
var ipEditSchema = {
  ipAddress: [required("IP address is required")],
  tag: [maxLength(100, "Label must be at most 100 characters")]
};

// src/server/services/billing/local.ts
var PORTAL_TTL_MS = 15 * 60 * 1e3;

// src/server/services/meter.ts
var MINUTE_MS = 6e4;
var IP_KEY = "collect:ip:";
var WRITE_BATCH = `
WITH beacon AS (
  SELECT t.*, row_number() OVER (PARTITION BY t.ip ORDER BY t.n) AS ip_place, count(*) OVER (PARTITION BY t.ip) AS ip_batch
    FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::text[])
         WITH ORDINALITY AS t (ip, kind, store_id, year_month, visit_id, page_host, neighbour_month, n)
), start AS (
  SELECT b.*, s.domain, row_number() OVER (PARTITION BY b.store_id, b.ip ORDER BY b.n) AS place, count(*) OVER (PARTITION BY b.store_id, b.ip) AS batch
    FROM beacon b JOIN stores s ON s.id = b.store_id AND NOT s.disabled
    JOIN accounts a ON a.id = s.account_id AND (a.protected_until IS NULL OR a.protected_until > $8)
   WHERE b.kind = 'start'
), hit AS (
  SELECT '${IP_KEY}' || ip AS key, count(*)::int AS hits, ${MINUTE_MS} AS window_ms FROM beacon GROUP BY ip
  UNION ALL
  SELECT 'collect:sessions:' || store_id || ':' || ip, count(*)::int, ${60 * MINUTE_MS} FROM start GROUP BY store_id, ip
), windows AS (
  INSERT INTO rate_limits (key, hits, reset_at)
  SELECT key, hits, $8::timestamptz + window_ms * interval '1 millisecond' FROM hit ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.reset_at <= $8 THEN EXCLUDED.hits ELSE rate_limits.hits + EXCLUDED.hits END,
    reset_at = CASE WHEN rate_limits.reset_at <= $8 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
  RETURNING key, hits, reset_at
), incoming AS (
  SELECT st.store_id, st.year_month, st.visit_id, st.neighbour_month,
         allowance.hits - st.batch + st.place <= $10::bigint
           AND (st.page_host = st.domain OR right(st.page_host, length(st.domain) + 1) = '.' || st.domain) AS accepted
    FROM start st
    JOIN windows address ON address.key = '${IP_KEY}' || st.ip
    JOIN windows allowance ON allowance.key = 'collect:sessions:' || st.store_id || ':' || st.ip
   WHERE address.hits - st.ip_batch + st.ip_place <= $9::bigint
), fresh AS (
  INSERT INTO session_visits (store_id, year_month, visit_id)
  SELECT DISTINCT i.store_id, i.year_month, i.visit_id FROM incoming i
   WHERE accepted AND NOT EXISTS (
     SELECT 1 FROM session_visits v WHERE i.neighbour_month <> '' AND v.year_month = i.neighbour_month AND v.store_id = i.store_id AND v.visit_id = i.visit_id)
   ORDER BY i.year_month, i.store_id, i.visit_id
  ON CONFLICT DO NOTHING
  RETURNING store_id, year_month
), totals AS (
  SELECT store_id, year_month, count(*) FILTER (WHERE counted)::int AS counted, count(*) FILTER (WHERE NOT counted)::int AS rejected
    FROM (SELECT store_id, year_month, true AS counted FROM fresh
          UNION ALL
          SELECT store_id, year_month, false FROM incoming WHERE NOT accepted) AS t
   GROUP BY store_id, year_month
), written AS (
  INSERT INTO session_days (store_id, day, count, rejected)
  SELECT store_id, LEAST(GREATEST($11::date, first), (first + interval '1 month' - interval '1 day')::date), counted, rejected
    FROM (SELECT *, to_date(year_month, 'YYYY-MM') AS first FROM totals) AS t
   ORDER BY store_id, year_month
  ON CONFLICT (store_id, day)
  DO UPDATE SET count = session_days.count + EXCLUDED.count, rejected = session_days.rejected + EXCLUDED.rejected
)
SELECT store_id::text AS key, NULL::int AS hits, NULL::timestamptz AS reset_at FROM totals WHERE counted > 0
UNION ALL
SELECT key, hits, reset_at FROM windows WHERE key LIKE '${IP_KEY}%'`;
var PRUNE_CHUNK_ROWS = 5e3;
var PRUNE_CHUNK = `
WITH gone AS (
  DELETE FROM session_visits
   WHERE (year_month, store_id, visit_id) IN (
     SELECT year_month, store_id, visit_id FROM session_visits WHERE year_month < $1 LIMIT ${PRUNE_CHUNK_ROWS})
  RETURNING 1
)
SELECT count(*)::int AS deleted FROM gone`;

// src/server/services/quota-mail.ts
var THRESHOLDS = [QUOTA_WARNING_RATIO * 100, 100];

// src/shared/settings.ts
var TIME_ZONES = ["UTC", "EST", "PST"];
var NOTIFICATION_OPTIONS = [
  { value: "all", label: "All notifications" },
  { value: "important", label: "Important only" },
  { value: "none", label: "None" }
];
var oneOf = (values, message) => (value) => values.includes(value) ? void 0 : message;
var settingsSchema = {
  email: [required("Email is required"), email("Invalid email address"), maxLength(254, "Invalid email address")],
  timeZone: [required("Time zone is required"), oneOf(TIME_ZONES, `Choose one of ${TIME_ZONES.join(", ")}`)],
  notifications: [
    required("Email notifications are required"),
    oneOf(
      NOTIFICATION_OPTIONS.map((o) => o.value),
      "Choose all, important or none"
    )
  ]
};
var EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1e3;

// src/server/db/pglite.ts
import { PGlite as PGlite2 } from "@electric-sql/pglite";

// src/server/db/durable-nodefs.ts
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { PGlite } from "@electric-sql/pglite";
var DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync", "-c", "synchronous_commit=on"];

// src/server/db/postgres.ts
import postgres from "postgres";

// test/helpers/server.ts
async function call(base, method, path, options = {}) {
  const headers = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== void 0 || options.raw !== void 0) headers["content-type"] ??= "application/json";
  const res = await fetch(base + path, {
    method,
    headers,
    body: options.raw ?? (options.body === void 0 ? void 0 : JSON.stringify(options.body))
  });
  const text2 = await res.text();
  let body = text2;
  try {
    body = text2 ? JSON.parse(text2) : void 0;
  } catch {
  }
  return { status: res.status, headers: res.headers, body };
}
var counter = 0;
var uniqueEmail = (prefix = "user") => `${prefix}-${process.pid}-${Date.now()}-${++counter}@example.com`;
var STRONG_PASSWORD = "Str0ng!Pass";
async function register(base, overrides = {}) {
  const body = { name: "Ada Admin", email: uniqueEmail(), password: STRONG_PASSWORD, ...overrides };
  const reply = await call(base, "POST", "/api/auth/register", { body });
  if (reply.status !== 201) throw new Error(`register answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { ...body, token: reply.body.token };
}

// test/helpers/billing.ts
async function subscribe(base, token, plan = "PRO") {
  const started = await call(base, "POST", "/api/checkout", { token, body: { plan } });
  if (started.status !== 200) throw new Error(`checkout answered ${started.status}: ${JSON.stringify(started.body)}`);
  const res = await fetch(completeUrl(started.body.url), { method: "POST", redirect: "manual" });
  if (res.status !== 303) throw new Error(`completing the checkout answered ${res.status}`);
}
var completeUrl = (checkoutUrl) => `${checkoutUrl}/complete`;
var storeDraft = (domain, countries = ["US"]) => ({
  id: `store-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  domain,
  platform: "shopify",
  countries
});
async function completedAdmin(base, plan = "PRO") {
  const admin = await register(base);
  await subscribe(base, admin.token, plan);
  const added = await call(base, "POST", "/api/stores", { token: admin.token, body: { stores: [storeDraft(`first-${Date.now()}.example.com`)] } });
  if (added.status !== 201) throw new Error(`adding a store answered ${added.status}: ${JSON.stringify(added.body)}`);
  return { ...admin, store: added.body.stores[0] };
}

// test/bench/.scratch-me.mts
var dataDir = freshDataDir();
var [browser, server] = await launchWith(startProcessServer({ dataDir }));
try {
  const admin = await completedAdmin(server.url);
  for (const path of ["/", "/whitelist", "/users", "/settings", "/analytics"]) {
    const t = await openTab(browser, { baseURL: server.url, viewport: DESKTOP });
    await t.page.goto("/ap/login");
    await t.page.evaluate((v) => localStorage.setItem("token", v), admin.token);
    const calls = [];
    t.page.on("request", (r) => {
      if (r.url().includes("/api/")) calls.push(r.method() + " " + new URL(r.url()).pathname);
    });
    await t.page.goto(path);
    await t.page.waitForTimeout(2500);
    console.log(path, calls.join(", "));
    await t.close();
  }
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(dataDir);
}
