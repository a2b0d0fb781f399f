// The review page of docextract: it sends the chosen file to this server's
// POST /document/extract with the expansions provenance, mrz and pages, and
// shows the answer: each page with every field's box, the fields with their
// confidence, source and rule, the checks and the raw MRZ.
//
// The API key is read from its input when a request is sent and held only in
// that request's local variable: never in storage, a cookie or the URL.
// Everything the server answers is put on the page with textContent, never
// parsed as HTML.
"use strict";

(function () {
  const ENDPOINT = "/document/extract?expand[]=provenance&expand[]=mrz&expand[]=pages";
  // Confidence below this is highlighted.
  const LOW_CONFIDENCE = 0.8;
  // Members of a result that are not fields.
  const ENVELOPE = new Set(["id", "object", "livemode", "document_type", "validation_result", "provenance", "mrz", "pages"]);
  const PNG_DATA_URL = "data:image/png;base64,";

  const $ = (id) => document.getElementById(id);

  // el makes an element with a class and a text, both optional.
  function el(tag, className, text) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function row(cells) {
    const tr = document.createElement("tr");
    for (const c of cells) {
      tr.appendChild(c instanceof Node ? c : el("td", "", c));
    }
    return tr;
  }

  // readBase64 resolves to the file's bytes in standard base64.
  function readBase64(file) {
    return new Promise((resolve, reject) => {
      const r = new FileReader();
      r.onload = () => {
        const url = String(r.result);
        resolve(url.slice(url.indexOf(",") + 1));
      };
      r.onerror = () => reject(r.error || new Error("the file could not be read"));
      r.readAsDataURL(file);
    });
  }

  function showError(text) {
    const e = $("error");
    e.textContent = text;
    reveal(e);
  }

  function reveal(e) {
    e.hidden = false;
    e.scrollIntoView({ block: "nearest" });
  }

  // showAPIError shows the API's error body: status, code, message, field.
  function showAPIError(status, body) {
    const e = $("error");
    e.replaceChildren();
    const err = body && body.error;
    if (!err) {
      e.appendChild(el("strong", "", "HTTP " + status));
      e.appendChild(document.createTextNode(": the server's answer is not the API's JSON."));
    } else {
      e.appendChild(el("strong", "error-code", "HTTP " + status + " " + err.code));
      e.appendChild(el("span", "error-message", err.message));
      if (err.field) e.appendChild(el("span", "error-field", "field: " + err.field));
    }
    reveal(e);
  }

  function clear() {
    $("error").hidden = true;
    $("error").replaceChildren();
    $("result").hidden = true;
    $("pages").replaceChildren();
    $("fields").tBodies[0].replaceChildren();
    $("checks").tBodies[0].replaceChildren();
    $("mrz").replaceChildren();
  }

  function setBusy(busy, text) {
    $("submit").disabled = busy;
    $("status").textContent = text || "";
  }

  async function submit(ev) {
    ev.preventDefault();
    clear();
    const file = $("file").files[0];
    if (!file) {
      showError("Choose a file.");
      return;
    }
    // A key pasted with its scheme ("Bearer sk_…") is sent once, not twice.
    const key = $("key").value.trim().replace(/^Bearer\s+/i, "");
    if (!key) {
      showError("Type an API key.");
      return;
    }
    const body = { document_type: $("type").value, source: "base64" };
    const v = $("validations").value.trim();
    if (v) {
      try {
        body.validations = JSON.parse(v);
      } catch (e) {
        showError("The validations are not JSON: " + e.message);
        return;
      }
    }
    setBusy(true, "Reading " + file.name + "…");
    const start = performance.now();
    let resp, data;
    try {
      body.payload = await readBase64(file);
      resp = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
        body: JSON.stringify(body),
        cache: "no-store",
        credentials: "omit",
        referrerPolicy: "no-referrer",
      });
      const text = await resp.text();
      try {
        data = JSON.parse(text);
      } catch (e) {
        data = null;
      }
    } catch (e) {
      setBusy(false);
      showError("The request failed: " + e.message);
      return;
    }
    setBusy(false, "Answered in " + ((performance.now() - start) / 1000).toFixed(1) + " s.");
    if (!resp.ok || !data || data.error) {
      showAPIError(resp.status, data);
      return;
    }
    render(data);
  }

  // flatten lists a result's fields as [path, value], paths written as the
  // provenance keys them: "surname", "significant_people[0].name".
  function flatten(value, path, out) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push([path, []]);
      value.forEach((item, i) => flatten(item, path + "[" + i + "]", out));
    } else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) flatten(v, path ? path + "." + k : k, out);
    } else {
      out.push([path, value]);
    }
    return out;
  }

  function fieldsOf(result) {
    const out = [];
    for (const [k, v] of Object.entries(result)) {
      if (!ENVELOPE.has(k)) flatten(v, k, out);
    }
    return out;
  }

  // validBox is a box [x0, y0, x1, y1] of fractions of the page.
  function validBox(b) {
    return Array.isArray(b) && b.length === 4 && b.every((n) => typeof n === "number" && isFinite(n)) &&
      b[0] <= b[2] && b[1] <= b[3];
  }

  // The elements of each field, by path, and the field pinned by a click.
  let marks = new Map();
  let pinned = null;

  function mark(path) {
    let m = marks.get(path);
    if (!m) {
      m = { rows: [], boxes: [] };
      marks.set(path, m);
    }
    return m;
  }

  function highlight(path) {
    for (const [p, m] of marks) {
      const on = p === path;
      for (const e of m.rows.concat(m.boxes)) e.classList.toggle("active", on);
    }
  }

  function bind(elem, path, reveal) {
    elem.addEventListener("mouseenter", () => highlight(path));
    elem.addEventListener("mouseleave", () => highlight(pinned));
    elem.addEventListener("click", () => {
      pinned = pinned === path ? null : path;
      highlight(pinned);
      const m = marks.get(path);
      const target = m && m[reveal][0];
      if (pinned && target) target.scrollIntoView({ block: "nearest", inline: "nearest" });
    });
  }

  function render(res) {
    marks = new Map();
    pinned = null;
    const prov = res.provenance && typeof res.provenance === "object" ? res.provenance : {};
    $("summary").textContent = res.document_type + " · " + res.id + (res.livemode ? " · live" : " · sandbox");
    $("low-threshold").textContent = String(LOW_CONFIDENCE);
    renderPages(res.pages, prov);
    renderFields(fieldsOf(res), prov);
    renderChecks(res.validation_result);
    renderMRZ(res.mrz);
    $("result").hidden = false;
    for (const [path, m] of marks) {
      for (const e of m.rows) bind(e, path, "boxes");
      for (const e of m.boxes) bind(e, path, "rows");
    }
  }

  function renderPages(pages, prov) {
    const box = $("pages");
    if (!Array.isArray(pages) || pages.length === 0) {
      box.appendChild(el("p", "none", "No page images: the server did not return pages."));
      return;
    }
    for (const p of pages) {
      const fig = el("figure", "page");
      fig.dataset.page = String(p.page);
      const sheet = el("div", "sheet");
      const img = document.createElement("img");
      img.alt = "page " + p.page;
      if (typeof p.image === "string" && p.image.startsWith(PNG_DATA_URL)) img.src = p.image;
      if (p.width > 0 && p.height > 0) {
        img.width = p.width;
        img.height = p.height;
      }
      sheet.appendChild(img);
      for (const [path, pr] of Object.entries(prov)) {
        if (!pr || pr.page !== p.page || !validBox(pr.box)) continue;
        const [x0, y0, x1, y1] = pr.box;
        const b = el("div", "box");
        if (typeof pr.confidence === "number" && pr.confidence < LOW_CONFIDENCE) b.classList.add("low");
        if (y0 < 0.04) b.classList.add("label-below");
        b.dataset.field = path;
        // Fractions of the page: the box follows the image at any size.
        b.style.left = x0 * 100 + "%";
        b.style.top = y0 * 100 + "%";
        b.style.width = (x1 - x0) * 100 + "%";
        b.style.height = (y1 - y0) * 100 + "%";
        b.appendChild(el("span", "box-label", path));
        b.title = path;
        sheet.appendChild(b);
        mark(path).boxes.push(b);
      }
      fig.appendChild(sheet);
      fig.appendChild(el("figcaption", "", "page " + p.page + " · " + p.width + " × " + p.height + " px"));
      box.appendChild(fig);
    }
  }

  function renderFields(fields, prov) {
    const body = $("fields").tBodies[0];
    for (const [path, value] of fields) {
      const pr = prov[path];
      const tr = row([]);
      tr.dataset.field = path;
      tr.appendChild(el("td", "field-name", path));
      if (value === null) {
        tr.appendChild(el("td", "value missing", "not found"));
      } else if (Array.isArray(value)) {
        tr.appendChild(el("td", "value missing", "none"));
      } else {
        tr.appendChild(el("td", "value", value));
      }
      if (pr) {
        const conf = el("td", "confidence", typeof pr.confidence === "number" ? pr.confidence.toFixed(2) : "");
        if (typeof pr.confidence === "number" && pr.confidence < LOW_CONFIDENCE) tr.classList.add("low");
        tr.appendChild(conf);
        // Where the value was read, and the rule that chose it.
        const how = el("td", "how");
        how.appendChild(el("span", "source", pr.source));
        how.appendChild(el("span", "rule", pr.rule));
        tr.appendChild(how);
      } else {
        for (let i = 0; i < 2; i++) tr.appendChild(el("td", "", ""));
      }
      body.appendChild(tr);
      mark(path).rows.push(tr);
    }
  }

  function renderChecks(vr) {
    const body = $("checks").tBodies[0];
    const summary = $("checks-summary");
    if (!vr || !Array.isArray(vr.checks)) {
      summary.textContent = "No checks were requested: add validations to ask for some.";
      $("checks").hidden = true;
      return;
    }
    $("checks").hidden = false;
    summary.textContent = vr.number_of_checks_passed + " passed, " + vr.number_of_checks_failed + " failed, " +
      vr.number_of_checks_skipped + " skipped";
    for (const c of vr.checks) {
      const on = c.field || c.check_name || "";
      const status = el("td", "status status-" + c.status, c.status);
      const expected = c.expected_value !== undefined ? c.expected_value : "";
      const extracted = c.extracted_value !== undefined ? c.extracted_value : "";
      body.appendChild(row([c.check_type, on, status, expected, extracted]));
    }
  }

  function renderMRZ(mrz) {
    const box = $("mrz");
    if (!mrz) {
      box.appendChild(el("p", "none", "No machine-readable zone was read."));
      return;
    }
    box.appendChild(el("p", "", "Format " + mrz.format));
    const pre = el("pre", "mrz-lines");
    for (const line of mrz.lines || []) pre.appendChild(el("div", "mrz-line", line));
    box.appendChild(pre);
    const ul = el("ul", "mrz-checks");
    for (const [name, status] of Object.entries(mrz.checks || {})) {
      const li = el("li", "status-" + status);
      li.dataset.check = name;
      li.appendChild(el("span", "check-name", name));
      li.appendChild(el("span", "status status-" + status, status));
      ul.appendChild(li);
    }
    box.appendChild(ul);
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("form").addEventListener("submit", submit);
  });
})();
