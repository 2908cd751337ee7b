// The environment's release store (docs/deployment.md): every release of every remote
// as an immutable folder, and per remote the pointer that says which release is live. Locally it
// lives in <data dir>/releases/ (.data/releases/ for npm start); in a real deployment the same
// two things are an object-storage bucket and remotes.json (docs/deployment.md).
//
//   <root>/<remote dir>/<release id>/   one release: the remote's built files (read-only) + release.json
//   <root>/live.json                    { "mf_goals": ["<id>", "<id>"] }: releases deployed, in order, last = live
//
// Deploy pushes a release on its remote's list; rollback pops the live one, so the release that
// was live before it is live again (with none left, the remote's working-tree build is served).
// Nothing here builds or checks compatibility: tools/lib/delivery/release.cjs does, then calls this.
const fs = require('node:fs');
const path = require('node:path');

/** A release id is a folder name and a URL segment: letters, digits, dots, dashes, underscores. */
const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,127}$/;

class ReleaseError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

function readJson(file, fallback) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
  return JSON.parse(text);
}

/** Writes through a temporary file and a rename: a reader never sees half a file. */
function writeJsonAtomic(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(value, null, 2) + '\n');
  fs.renameSync(temporary, file);
}

function readOnly(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) readOnly(file);
    else fs.chmodSync(file, 0o444);
  }
}

/**
 * @param {string} root the store's folder (<data dir>/releases)
 * Remotes are `{ key: 'mf_goals', dir: 'mf-goals' }` (tools/lib/stack/environment.cjs).
 */
function releaseStore(root) {
  const liveFile = path.join(root, 'live.json');
  const folderOf = (remote) => path.join(root, remote.dir);
  const releaseDir = (remote, id) => {
    if (!RELEASE_ID.test(id)) throw new ReleaseError(`"${id}" is not a release id.`);
    return path.join(folderOf(remote), id);
  };
  const pointers = () => readJson(liveFile, {});

  const store = {
    root,
    /** The folder a remote's releases are in (the stack serves it under /releases/). */
    folder: folderOf,

    /** A fresh folder to build a release into, inside the store (so adding it is a rename). */
    stagingDir(remote, id) {
      releaseDir(remote, id);
      return path.join(folderOf(remote), `.staging-${id}-${process.pid}`);
    },

    has(remote, id) {
      return RELEASE_ID.test(id) && fs.existsSync(path.join(releaseDir(remote, id), 'release.json'));
    },

    /** release.json of one release, or null. */
    get(remote, id) {
      if (!RELEASE_ID.test(id)) return null;
      return readJson(path.join(releaseDir(remote, id), 'release.json'), null);
    },

    /** The built files of `stagedDir` become release `id`, read-only; an existing id is refused. */
    add(remote, id, stagedDir, details = {}) {
      const target = releaseDir(remote, id);
      if (fs.existsSync(target)) throw new ReleaseError(`${remote.dir} already has a release ${id}; releases are never replaced.`);
      if (!fs.existsSync(path.join(stagedDir, 'mf-manifest.json'))) throw new ReleaseError(`${stagedDir} holds no mf-manifest.json: not a remote's build.`);
      const release = { id, remote: remote.key, createdAt: new Date().toISOString(), ...details };
      fs.writeFileSync(path.join(stagedDir, 'release.json'), JSON.stringify(release, null, 2) + '\n');
      readOnly(stagedDir);
      fs.renameSync(stagedDir, target);
      return release;
    },

    /** Every release of a remote, newest first. */
    list(remote) {
      let names;
      try {
        names = fs.readdirSync(folderOf(remote));
      } catch (error) {
        if (error.code === 'ENOENT') return [];
        throw error;
      }
      return names
        .filter((name) => RELEASE_ID.test(name))
        .map((name) => store.get(remote, name))
        .filter((release) => release !== null)
        .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
    },

    /** The releases deployed, in order; the last is live. */
    history(remote) {
      return [...(pointers()[remote.key] ?? [])];
    },

    /** The live release's id, or null when the remote's working-tree build is served. */
    live(remote) {
      const deployed = pointers()[remote.key] ?? [];
      return deployed.length ? deployed[deployed.length - 1] : null;
    },

    /** Points the remote at release `id`; returns the release live before (or null). */
    deploy(remote, id) {
      if (!store.has(remote, id)) throw new ReleaseError(`${remote.dir} has no release ${id} (npm run releases -- ${remote.dir} lists them).`);
      const all = pointers();
      const deployed = all[remote.key] ?? [];
      const previous = deployed.length ? deployed[deployed.length - 1] : null;
      if (previous === id) return previous;
      writeJsonAtomic(liveFile, { ...all, [remote.key]: [...deployed, id] });
      return previous;
    },

    /** Points the remote back at the release live before the current one: { from, to } (to null: its working-tree build). */
    rollback(remote) {
      const all = pointers();
      const deployed = all[remote.key] ?? [];
      if (deployed.length === 0) throw new ReleaseError(`${remote.dir} has no deployed release to roll back from: it serves its working-tree build.`);
      const rest = deployed.slice(0, -1);
      writeJsonAtomic(liveFile, { ...all, [remote.key]: rest });
      return { from: deployed[deployed.length - 1], to: rest.length ? rest[rest.length - 1] : null };
    },

    /** The manifest URL remotes.json gives for a remote served at `origin`. */
    manifestUrl(remote, origin) {
      const live = store.live(remote);
      return live ? `${origin}/releases/${live}/mf-manifest.json` : `${origin}/mf-manifest.json`;
    },
  };
  return store;
}

module.exports = { releaseStore, ReleaseError, RELEASE_ID };
