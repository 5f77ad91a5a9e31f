/// The controls `vellum review` adds to a report page: Accept and Reject under each image
/// that differs (`a` and `r` on the current one), Accept all in the header, and what was
/// decided. Each button posts to the server with the run's token; the answer marks the
/// sections it names.
enum ReviewPage {
  static let style = """
    <style>
    .review { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
    .review .accept, #accept-all { background: #1a7f37; color: #fff; border-color: #1a7f37; }
    .review .reject { color: #c62828; border-color: #c62828; }
    .decision { font-weight: 600; } section[data-decision="accepted"] .decision { color: #1a7f37; }
    section[data-decision="rejected"] .decision { color: #c62828; }
    #review-errors { color: #c62828; white-space: pre-wrap; }
    </style>

    """

  static let script = """
    <script>
    (() => {
      const post = async (path, body) => {
        const response = await fetch(path, {
          method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Vellum-Token': REVIEW.token },
          body: JSON.stringify(body) });
        return response.json();
      };
      const mark = (golden, state) => {
        for (const [id, name] of Object.entries(REVIEW.sections)) {
          const section = document.getElementById(id);
          if (name !== golden || !section) continue;
          section.dataset.decision = state;
          section.querySelector('.decision').textContent =
            state === 'accepted' ? 'Accepted: the golden is now the actual image' : 'Rejected: the golden is kept';
        }
      };
      const apply = (answer) => {
        (answer.accepted || []).forEach((golden) => mark(golden, 'accepted'));
        (answer.rejected || []).forEach((golden) => mark(golden, 'rejected'));
        document.getElementById('review-errors').textContent = (answer.errors || []).join('\\n');
      };
      for (const [id, golden] of Object.entries(REVIEW.sections)) {
        const section = document.getElementById(id);
        if (!section) continue;
        const bar = document.createElement('div');
        bar.className = 'review';
        const button = (title, kind, path) => {
          const element = document.createElement('button');
          element.textContent = title;
          element.className = kind;
          element.addEventListener('click', async () => apply(await post(path, { golden })));
          return element;
        };
        const decision = document.createElement('span');
        decision.className = 'decision';
        bar.append(button('Accept', 'accept', '/accept'), button('Reject', 'reject', '/reject'), decision);
        section.querySelector('h2').after(bar);
        if (REVIEW.decisions[golden]) mark(golden, REVIEW.decisions[golden]);
      }
      const header = document.querySelector('header');
      const all = document.createElement('p');
      const count = Object.keys(REVIEW.sections).length;
      all.innerHTML = '<button id="accept-all">Accept all</button> <span></span><div id="review-errors"></div>';
      all.querySelector('span').textContent =
        count + ' image' + (count === 1 ? '' : 's') + ' to review; goldens in ' + REVIEW.goldens;
      all.querySelector('button').addEventListener('click', async () => apply(await post('/accept', { all: true })));
      header.append(all);
      document.addEventListener('keydown', (event) => {
        if (event.target.tagName === 'INPUT') return;
        const current = document.querySelector('section.entry.current');
        if (!current) return;
        if (event.key === 'a') current.querySelector('.review .accept')?.click();
        if (event.key === 'r') current.querySelector('.review .reject')?.click();
      });
    })();
    </script>

    """
}
