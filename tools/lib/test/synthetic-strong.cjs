// The synthetic Strong export the import's bench and its preview e2e both read: `workouts` daily
// workouts of 5 exercises of 4 sets from 1 January 2012, in Strong's semicolon layout with the
// units in the header (Workout #, Weight (kg)), weights and reps cycling so no two days repeat.
// 5,000 workouts are the 100,000-set file (9.3 MB), written a workout at a time.
const fs = require('node:fs');

const LIFTS = [
  'Squat (Barbell)',
  'Bench Press (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Bent Over Row (Barbell)',
  'Pull Up',
  'Lat Pulldown (Cable)',
  'Leg Press',
  'Incline Bench Press (Dumbbell)',
  'Romanian Deadlift (Barbell)',
  'Bicep Curl (Dumbbell)',
  'Triceps Pushdown (Cable Rope)',
];

const HEADER =
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"';

/** Writes the export of `workouts` workouts to `file`. */
function writeSyntheticStrong(file, workouts) {
  const out = fs.openSync(file, 'w');
  try {
    fs.writeSync(out, `${HEADER}\n`);
    const first = Date.UTC(2012, 0, 1, 7, 30);
    for (let w = 0; w < workouts; w += 1) {
      const date = new Date(first + w * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
      const lines = [];
      for (let e = 0; e < 5; e += 1) {
        const lift = LIFTS[(w * 5 + e) % LIFTS.length];
        for (let s = 1; s <= 4; s += 1)
          lines.push(`"${w + 1}";"${date}";"Day ${(w % 3) + 1}";"3600";"${lift}";"${s}";"${40 + ((w + s * 5) % 120)}.0";"${3 + ((w + s) % 8)}";"";"";"";"";""`);
      }
      fs.writeSync(out, `${lines.join('\n')}\n`);
    }
  } finally {
    fs.closeSync(out);
  }
}

module.exports = { writeSyntheticStrong, SYNTHETIC_LIFTS: LIFTS };
