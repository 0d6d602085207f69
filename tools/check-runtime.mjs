// npm scripts must run on the Node the repo ships (the `node` dev dependency), whatever
// the system Node is: fail early and say why, rather than later with an obscure error.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `cZeus needs Node 24 LTS; npm ran Node ${process.version}. Run "npm ci" first, then use npm scripts.`,
  );
  process.exit(1);
}
