"""The crash test's driver and checker (run by scripts/crash-test, Python 3.11 standard library).

Starts the server, signs in a demo company manager and a member, and loops returns uploads (to
the manager's listed programs, up to two) and blend saves (the member) while the server is
killed with SIGKILL at random moments. After every restart, with the writers paused, it checks through the HTTP API
that every acknowledged save is whole and nothing half-written exists:

- a program's months are those of its last acknowledged upload, or of the one in flight at the
  kill (then whole); its inception date, version (when the server keeps one), stored
  statistics, listing row and revisions agree;
- every acknowledged blend save exists with its allocations and statistics, and every saved
  blend is one the test saved, whole.

Prints the figures and exits non-zero on any failure.
"""

import argparse
import http.client
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.parse

MANAGER = ("manager@demo.cta-atlas.test", "DemoManager1")
MEMBER = ("member@demo.cta-atlas.test", "DemoMember1")
# Fewer saved blends than any per-member limit: the oldest acknowledged one is deleted first.
KEPT_BLENDS = 5
LEVERAGES = (1.0, 1.5, 2.0)


class NotDelivered(Exception):
    """The server refused the connection: the request never reached it."""


class Lost(Exception):
    """The connection broke after the request may have reached the server."""


class Failure(Exception):
    """A broken promise: the test fails."""


def bp(value):
    """A return as whole basis points, the unit the server stores them in steps of."""
    return None if value is None else round(value * 10000)


class Api:
    def __init__(self, base):
        url = urllib.parse.urlsplit(base)
        self.host, self.port = url.hostname, url.port

    def call(self, method, path, body=None, token=None, content_type="application/json"):
        """One request on a fresh connection: (status, parsed JSON or None)."""
        headers = {"Accept": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None
        if body is not None:
            data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
            headers["Content-Type"] = content_type
        connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
        try:
            try:
                connection.connect()
            except ConnectionRefusedError as error:
                raise NotDelivered(str(error)) from error
            try:
                connection.request(method, path, body=data, headers=headers)
                response = connection.getresponse()
                raw = response.read()
            except (OSError, http.client.HTTPException) as error:
                raise Lost(f"{type(error).__name__}: {error}") from error
        finally:
            connection.close()
        parsed = None
        if raw and response.getheader("Content-Type", "").startswith("application/json"):
            parsed = json.loads(raw)
        return response.status, parsed

    def expect(self, method, path, body=None, token=None, status=(200,), **kwargs):
        got, parsed = self.call(method, path, body, token, **kwargs)
        if got not in status:
            raise Failure(f"{method} {path}: HTTP {got} {parsed}")
        return parsed


class Session:
    """A signed-in account; signs in again when its token is refused."""

    def __init__(self, api, credentials):
        self.api = api
        self.credentials = credentials
        self.token = None
        self.sign_in()

    def sign_in(self):
        email, password = self.credentials
        body = self.api.expect("POST", "/api/v1/auth/token", {"email": email, "password": password})
        self.token = body["accessToken"]
        self.user = body

    def call(self, method, path, body=None, **kwargs):
        status, parsed = self.api.call(method, path, body, self.token, **kwargs)
        if status == 401:
            self.sign_in()
            status, parsed = self.api.call(method, path, body, self.token, **kwargs)
        return status, parsed

    def expect(self, method, path, body=None, status=(200,), **kwargs):
        got, parsed = self.call(method, path, body, **kwargs)
        if got not in status:
            raise Failure(f"{method} {path}: HTTP {got} {parsed}")
        return parsed


class Figures:
    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}
        self.failures = []

    def add(self, name, n=1):
        with self.lock:
            self.counts[name] = self.counts.get(name, 0) + n

    def fail(self, message):
        with self.lock:
            self.failures.append(message)
        print(f"FAILED: {message}", flush=True)

    def get(self, name):
        return self.counts.get(name, 0)


class Server:
    def __init__(self, binary, base, log_path):
        self.binary, self.base, self.log_path = binary, base, log_path
        self.process = None

    def start(self):
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen([self.binary, "serve"], stdout=log, stderr=log)
        log.close()
        api = Api(self.base)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise Failure(f"the server exited at start with {self.process.returncode} (see {self.log_path})")
            try:
                if api.call("GET", "/api/v1/health")[0] == 200:
                    return
            except (NotDelivered, Lost):
                pass
            time.sleep(0.05)
        raise Failure("the server did not answer its health check within 60 s")

    def kill(self):
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)


class Gate:
    """Lets the writers run between a restart's check and the next kill, and tells the driver
    when every writer is idle."""

    def __init__(self, writers):
        self.condition = threading.Condition()
        self.open = False
        self.killing = False
        self.idle = 0
        self.writers = writers
        self.done = False

    def wait_open(self):
        with self.condition:
            self.idle += 1
            self.condition.notify_all()
            self.condition.wait_for(lambda: self.open or self.done)
            self.idle -= 1
            return not self.done

    def run(self):
        with self.condition:
            self.killing = False
            self.open = True
            self.condition.notify_all()

    def close(self):
        """Before the kill: writers finish their request (or lose it) and go idle."""
        with self.condition:
            self.killing = True
            self.open = False

    def wait_idle(self):
        with self.condition:
            self.condition.wait_for(lambda: self.idle == self.writers)

    def finish(self):
        with self.condition:
            self.done = True
            self.open = False
            self.condition.notify_all()


def months_of(entries):
    """{yyyymm: (basis points, assets, estimated)} of the API's month entries."""
    return {
        e["month"]: (bp(e["monthlyReturn"]), e.get("assets"), bool(e["estimated"]))
        for e in entries
    }


class Program:
    """One program the manager uploads returns to, and what it must hold."""

    def __init__(self, manager, figures, group, listing, rng):
        self.manager, self.figures, self.rng = manager, figures, rng
        self.group_id = group["groupId"]
        self.group_uri = group["groupUri"]
        self.program_id = listing["programId"]
        self.program_uri = listing["programUri"]
        self.path = f"/api/v1/groups/{self.group_uri}/programs/{self.program_uri}"
        stored = manager.expect("GET", f"{self.path}/returns")
        self.committed = months_of(stored["months"])
        # The record's version, when the server versions it: an upload names the one it
        # replaces, and a kill must leave the version of the months stored.
        self.version = stored.get("version")
        self.in_flight = None
        # The demo record's inception date and assets follow other rules than an upload's.
        self.ours = False
        self.revisions = len(manager.expect("GET", f"{self.path}/returns/revisions")["items"])
        self.uploads = 0

    def new_upload(self):
        """A valid file of 60 to 240 months ending last month, with random values."""
        today = time.gmtime()
        last = (today.tm_year * 12 + today.tm_mon - 1) - 1
        count = self.rng.randint(60, 240)
        months = {}
        lines = ["Date,Returns,Assets"]
        for index in range(last - count + 1, last + 1):
            year, month = divmod(index, 12)
            yyyymm = year * 100 + month + 1
            points = self.rng.randint(-900, 900)
            assets = self.rng.randint(1, 500) * 100000
            months[yyyymm] = (points, float(assets), False)
            lines.append(f"{year:04d}-{month + 1:02d},{points / 100:.2f},{assets}")
        return months, "\n".join(lines) + "\n"

    def step(self, gate):
        months, csv = self.new_upload()
        self.in_flight = months
        self.uploads += 1
        query = "" if self.version is None else f"?version={self.version}"
        try:
            status, body = self.manager.call(
                "POST", f"{self.path}/returns/upload{query}", csv, content_type="text/csv"
            )
        except NotDelivered:
            self.in_flight = None
            return False
        except Lost as error:
            if not gate.killing:
                self.figures.fail(f"upload to {self.program_uri} lost without a kill: {error}")
            return False
        if status != 200:
            self.in_flight = None
            self.figures.fail(f"upload to {self.program_uri}: HTTP {status} {body}")
            return False
        if months_of(body["returns"]["months"]) != months:
            self.figures.fail(f"upload to {self.program_uri}: the answer is not the file's months")
        self.committed, self.in_flight, self.ours = months, None, True
        self.version = body["returns"].get("version")
        self.revisions += 1
        self.figures.add("acknowledged uploads")
        return True

    def check(self, check):
        """After a restart: the stored record is one whole upload and everything agrees."""
        stored = self.manager.expect("GET", f"{self.path}/returns")
        months = months_of(stored["months"])
        version = stored.get("version")
        if months == self.committed:
            if self.in_flight is not None:
                self.figures.add("uploads lost in flight, not stored")
            check(version == self.version, f"{self.program_uri}: version {version}, {self.version} stored with these months")
        elif self.in_flight is not None and months == self.in_flight:
            self.committed, self.ours = months, True
            self.revisions += 1
            self.figures.add("uploads unacknowledged but stored whole")
            check(self.version is None or version > self.version,
                  f"{self.program_uri}: version {version} after an upload over version {self.version}")
        else:
            check(False, f"{self.program_uri}: the months are neither the last acknowledged upload nor the one in flight")
            self.committed = months
        self.in_flight = None
        self.version = version
        first = min(months)
        check(
            not self.ours or stored["dateInception"] == f"{first // 100:04d}-{first % 100:02d}-01",
            f"{self.program_uri}: inception {stored['dateInception']} is not the first month {first}",
        )
        table = self.check_statistics(months, check)
        self.check_listing(months, table, check)
        self.check_revisions(months, check)

    def check_statistics(self, months, check):
        detail = self.manager.expect("GET", self.path)
        check(months_of([
            {"month": m["month"], "monthlyReturn": m["value"], "assets": m.get("assets"), "estimated": m["estimated"]}
            for m in detail["monthlyReturns"]
        ]) == months, f"{self.program_uri}: the program page's months differ from the stored ones")
        stats = detail.get("statistics")
        if not check(stats is not None, f"{self.program_uri}: no stored statistics"):
            return None
        ordered = sorted(months)
        check(stats["returnCount"] == len(ordered), f"{self.program_uri}: statistics count {stats['returnCount']} months, stored {len(ordered)}")
        check(str(stats["firstMonth"]).replace("-", "") == str(ordered[0]), f"{self.program_uri}: statistics start {stats['firstMonth']}, months {ordered[0]}")
        check(str(stats["lastMonth"]).replace("-", "") == str(ordered[-1]), f"{self.program_uri}: statistics end {stats['lastMonth']}, months {ordered[-1]}")
        table = {}
        for year in stats["performanceTable"]:
            for index, cell in enumerate(year["returns"]):
                value = cell.get("value") if isinstance(cell, dict) else cell
                if value is not None:
                    table[year["year"] * 100 + index + 1] = bp(value)
        check(table == {m: v[0] for m, v in months.items()}, f"{self.program_uri}: the statistics' performance table differs from the months")
        vami = stats["vami"][-1]["value"]
        check(abs(vami - expected_vami(ordered, months, stats["carorType"])) < 1e-6 * max(1.0, abs(vami)),
              f"{self.program_uri}: the statistics' last VAMI {vami} does not follow from the months")
        return stats["performanceTable"]

    def check_listing(self, months, table, check):
        query = urllib.parse.urlencode({"filterByGroupIds": self.group_id, "pageSize": 100})
        rows = self.manager.expect("GET", f"/api/v1/programs?{query}")["items"]
        row = next((r for r in rows if r["programId"] == self.program_id), None)
        if not check(row is not None, f"{self.program_uri}: no listing row"):
            return
        ordered = sorted(months)
        last = ordered[-1]
        check(row["dateReturn"] == last, f"{self.program_uri}: listing dateReturn {row['dateReturn']}, months end {last}")
        check(bp(row["monthReturn"]) == months[last][0], f"{self.program_uri}: listing monthReturn differs from the last month")
        check(row["returnCount"] == len(ordered), f"{self.program_uri}: listing returnCount {row['returnCount']}, stored {len(ordered)}")
        check(not self.ours or row["assets"] == months[last][1], f"{self.program_uri}: listing assets differ from the last month's")
        recent = [(r["month"], bp(r["value"])) for r in row["recentReturns"]]
        check(recent == [(m, months[m][0]) for m in reversed(ordered[-3:])], f"{self.program_uri}: listing recent returns differ from the months")
        year = next((y for y in table or [] if y["year"] == last // 100), None)
        check(year is not None and row["ytdReturn"] is not None and abs(row["ytdReturn"] - year["ytd"]) < 1e-9,
              f"{self.program_uri}: listing ytdReturn differs from the statistics' year {last // 100}")

    def check_revisions(self, months, check):
        items = self.manager.expect("GET", f"{self.path}/returns/revisions")["items"]
        check(len(items) == self.revisions, f"{self.program_uri}: {len(items)} revisions, {self.revisions} saves stored")
        if self.uploads and items:
            latest = items[0]
            check(all(
                bp(c["newReturn"]) == (months[c["month"]][0] if c["month"] in months else None)
                for c in latest["changes"]
            ), f"{self.program_uri}: the latest revision does not lead to the stored months")


def expected_vami(ordered, months, caror_type):
    """The last VAMI point of the growth rule `caror_type` (see analytics-core's CarorType)."""
    values = [months[m][0] / 10000 for m in ordered]
    if caror_type in (0, "cumulative", "Cumulative"):
        vami = 1000.0
        for r in values:
            vami *= 1 + r
        return vami
    if caror_type in (2, "sum", "Sum"):
        return 1000.0 * (1 + sum(values))
    vami, year, growth = 1000.0, None, 1.0
    base = 1000.0
    for m, r in zip(ordered, values):
        if m // 100 != year:
            base, growth, year = vami, 1.0, m // 100
        growth *= 1 + r
        vami = base + 1000.0 * (growth - 1)
    return vami


class Blends:
    """The member's blend saves and what must exist."""

    def __init__(self, member, figures, programs, tag, rng):
        self.member, self.figures, self.programs, self.tag, self.rng = member, figures, programs, tag, rng
        self.attempts = {}
        self.acknowledged = {}
        self.deleted = set()
        self.deleting = None
        self.count = 0

    def step(self, gate):
        try:
            if len(self.acknowledged) >= KEPT_BLENDS:
                oldest = min(self.acknowledged, key=lambda name: self.acknowledged[name]["blendId"])
                self.deleting = oldest
                self.member.expect("DELETE", f"/api/v1/me/blends/{self.acknowledged[oldest]['blendId']}", status=(200, 204))
                del self.acknowledged[oldest]
                self.deleted.add(oldest)
                self.deleting = None
            chosen = self.rng.sample(self.programs, self.rng.randint(2, 3))
            blend = self.member.expect("POST", "/api/v1/me/blends", {"programIds": [p["programId"] for p in chosen]}, status=(201,))
            orders = [
                {
                    "programId": p["programId"],
                    "quantity": float((p.get("investmentMin") or 100000) * self.rng.randint(1, 5)),
                    "leverage": self.rng.choice(LEVERAGES),
                }
                for p in chosen
            ]
            self.member.expect("PUT", f"/api/v1/me/blends/{blend['blendId']}/orders", {"orders": orders})
            self.count += 1
            name = f"crash-{self.tag}-{self.count}"
            self.attempts[name] = {"blendId": blend["blendId"], "orders": orders}
            saved = self.member.expect("PUT", f"/api/v1/me/blends/{blend['blendId']}/save", {"blendName": name})
        except NotDelivered:
            return False
        except Lost as error:
            if not gate.killing:
                self.figures.fail(f"blend request lost without a kill: {error}")
            return False
        except Failure as error:
            self.figures.fail(f"blend save: {error}")
            return False
        if allocations(saved["orders"]) != allocations(orders) or saved["blendName"] != name:
            self.figures.fail(f"blend save {name}: the answer is not the blend saved")
        self.acknowledged[name] = self.attempts[name]
        self.figures.add("acknowledged blend saves")
        return True

    def check(self, check):
        listed = {
            item["blendName"]: item
            for item in self.member.expect("GET", "/api/v1/me/blends")["items"]
            if item["blendName"].startswith(f"crash-{self.tag}-")
        }
        if self.deleting is not None:
            if self.deleting not in listed:
                del self.acknowledged[self.deleting]
                self.deleted.add(self.deleting)
            self.deleting = None
        for name in self.acknowledged:
            check(name in listed, f"acknowledged blend {name} is missing")
        for name, item in listed.items():
            attempt = self.attempts.get(name)
            if not check(attempt is not None and name not in self.deleted, f"blend {name} was never saved or was deleted"):
                continue
            check(item["blendId"] == attempt["blendId"], f"blend {name} has another id")
            blend = self.member.expect("GET", f"/api/v1/me/blends/{item['blendId']}")
            check(allocations(blend["orders"]) == allocations(attempt["orders"]), f"blend {name}: the allocations are not those saved")
            check(blend.get("statistics") is not None and blend.get("dateCalculated") is not None,
                  f"blend {name}: saved without its statistics")
            if name not in self.acknowledged:
                self.acknowledged[name] = attempt
                self.figures.add("blend saves unacknowledged but stored whole")


def allocations(orders):
    return sorted((o["programId"], round(o["quantity"], 2), round(o["leverage"], 4)) for o in orders)


def writer(gate, step, figures):
    while gate.wait_open():
        while gate.open:
            try:
                if not step(gate):
                    break
            except (NotDelivered, Lost) as error:
                if not gate.killing:
                    figures.fail(f"a request was lost without a kill: {error}")
                break
            except Exception as error:  # a broken thread would hang the driver: report it
                figures.fail(f"{type(error).__name__}: {error}")
                break
        # A lost request: stay idle until the next run.
        with gate.condition:
            gate.condition.wait_for(lambda: not gate.open or gate.done)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--base", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--log", required=True)
    parser.add_argument("--engine", required=True)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    figures = Figures()
    server = Server(args.server, args.base, args.log)
    api = Api(args.base)
    server.start()
    try:
        manager = Session(api, MANAGER)
        member = Session(api, MEMBER)
        groups = manager.expect("GET", "/api/v1/me/groups")["items"]
        group = groups[0]
        query = urllib.parse.urlencode({"filterByGroupIds": group["groupId"], "pageSize": 100})
        listed = manager.expect("GET", f"/api/v1/programs?{query}")["items"]
        if not listed:
            raise Failure(f"the manager's company {group['groupUri']} lists no program")
        programs = [Program(manager, figures, group, row, random.Random(rng.random())) for row in listed[:2]]
        pool = manager.expect("GET", "/api/v1/programs?pageSize=30&sortBy=programName&orderBy=ASC")["items"]
        blends = Blends(member, figures, pool, f"{seed:x}", random.Random(rng.random()))
    except (Failure, NotDelivered, Lost):
        server.stop()
        raise
    steps = [p.step for p in programs] + [blends.step]
    gate = Gate(len(steps))
    threads = [threading.Thread(target=writer, args=(gate, s, figures), daemon=True) for s in steps]
    for thread in threads:
        thread.start()

    checks = {"passed": 0}

    def check(ok, message):
        if ok:
            checks["passed"] += 1
        else:
            figures.fail(message)
        return ok

    def check_all():
        for program in programs:
            program.check(check)
        blends.check(check)

    kills = 0
    deadline = time.monotonic() + args.seconds
    try:
        gate.wait_idle()
        check_all()
        while time.monotonic() < deadline and not figures.failures:
            gate.run()
            time.sleep(rng.uniform(0.2, 2.0))
            gate.close()
            server.kill()
            kills += 1
            gate.wait_idle()
            server.start()
            check_all()
    except (Failure, NotDelivered, Lost) as error:
        figures.fail(str(error))
    finally:
        gate.finish()
        server.stop()
    print(
        f"{args.engine}: {kills} kills, "
        f"{figures.get('acknowledged uploads')} acknowledged uploads, "
        f"{figures.get('acknowledged blend saves')} acknowledged blend saves, "
        f"{figures.get('uploads unacknowledged but stored whole') + figures.get('blend saves unacknowledged but stored whole')} unacknowledged saves stored whole, "
        f"{figures.get('uploads lost in flight, not stored')} uploads lost in flight, "
        f"{checks['passed']} checks passed, {len(figures.failures)} failed (seed {seed})",
        flush=True,
    )
    if figures.failures:
        return 1
    if kills == 0 or figures.get("acknowledged uploads") == 0 or figures.get("acknowledged blend saves") == 0:
        print(f"{args.engine}: FAILED: the run killed nothing or acknowledged no save", flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
