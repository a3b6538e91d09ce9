"""Prebuilt requests for scripts/soak (Python 3.11 standard library).

Signs in the demo company manager and a member on a running server, prepares the member's
blend, and writes one wrk Lua script per mix into a directory:
- reads.lua: screener pages (filters, sorts, pages), program search and program pages;
- uploads.lua: the manager's returns files for one of the company's programs, each different;
- blends.lua: the member's blend allocations changed, then saved under a new name, in turn
  (one connection, so each save follows its change).
Each script cycles its requests from a thread's own offset and prints the first refusals.
"""

import argparse
import json
import os
import random
import time
import urllib.parse
import urllib.request

MANAGER = ("manager@demo.cta-atlas.test", "DemoManager1")
MEMBER = ("member@demo.cta-atlas.test", "DemoMember1")


def call(base, method, path, body=None, token=None):
    headers = {"Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read() or b"null")


def sign_in(base, credentials):
    email, password = credentials
    return call(base, "POST", "/api/v1/auth/token", {"email": email, "password": password})["accessToken"]


def returns_file(rng):
    today = time.gmtime()
    last = today.tm_year * 12 + today.tm_mon - 2
    lines = ["Date,Returns,Assets"]
    for index in range(last - rng.randint(60, 240) + 1, last + 1):
        year, month = divmod(index, 12)
        lines.append(f"{year:04d}-{month + 1:02d},{rng.randint(-900, 900) / 100:.2f},{rng.randint(1, 500) * 100000}")
    return "\n".join(lines) + "\n"


def lua_string(text):
    level = "=" * 4
    assert f"]{level}]" not in text
    return f"[{level}[{text}]{level}]"


LUA_CYCLE = """
local counter = 0
local refusals = 0
local thread_count = 0

function setup(thread)
  thread:set("offset", thread_count * 7)
  thread_count = thread_count + 1
end

function init(args)
  counter = tonumber(wrk.thread:get("offset")) or 0
end

function request()
  counter = counter + 1
  local r = requests[(counter % #requests) + 1]
  return wrk.format(r[1], string.gsub(r[2], "{version}", version), r[3], r[4])
end

function response(status, headers, body)
  -- An upload names the version it replaces: the next one replaces the version this answered.
  local answered = status == 200 and string.match(body, '"version":(%d+)')
  if answered then
    version = answered
  end
  if status >= 400 and refusals < 5 then
    refusals = refusals + 1
    io.stderr:write("soak: HTTP " .. status .. ": " .. string.sub(body, 1, 300) .. "\\n")
  end
end
"""


def lua(requests, version=None):
    rows = []
    for method, path, headers, body in requests:
        header_table = ", ".join(f"[ {lua_string(k)} ] = {lua_string(v)}" for k, v in headers.items())
        body_text = "nil" if body is None else lua_string(body)
        rows.append(f"  {{{lua_string(method)}, {lua_string(path)}, {{{header_table}}}, {body_text}}},")
    return (f"requests = {{\n" + "\n".join(rows) + "\n}\n"
            + f"version = {lua_string(str(version or ''))}\n" + LUA_CYCLE)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(20261124)
    base = args.base
    manager = sign_in(base, MANAGER)
    member = sign_in(base, MEMBER)

    group = call(base, "GET", "/api/v1/me/groups", token=manager)["items"][0]
    own = call(base, "GET", "/api/v1/programs?" + urllib.parse.urlencode(
        {"filterByGroupIds": group["groupId"], "pageSize": 100}), token=manager)["items"]
    listed = call(base, "GET", "/api/v1/programs?pageSize=40&sortBy=programName&orderBy=ASC")["items"]

    screener = [
        "/api/v1/programs",
        "/api/v1/programs?sortBy=ytdReturn&orderBy=DESC&pageSize=25&pageNumber=2",
        "/api/v1/programs?filterByProgramTypesId=2&filterByProgramTypesId=3&filterByCARORMin=0"
        "&filterByMaxRisk=30&sortBy=ytdReturn&orderBy=DESC&pageSize=25",
        "/api/v1/programs?sortBy=maxDrawDown&orderBy=ASC&pageSize=50&pageNumber=3",
        "/api/v1/programs?sortBy=sharpeRatio&orderBy=DESC&pageSize=25",
        "/api/v1/programs/search?term=" + urllib.parse.quote(listed[0]["programName"][:4]),
    ]
    reads = []
    for index, program in enumerate(listed):
        reads.append(("GET", screener[index % len(screener)], {}, None))
        page = f"/api/v1/groups/{program['groupUri']}/programs/{program['programUri']}"
        # Every other program page by a signed-in member, who may see more.
        headers = {"Authorization": f"Bearer {member}"} if index % 2 else {}
        reads.append(("GET", page, headers, None))

    # One program: its uploads go in turn over one connection, each naming the version the
    # previous one answered (when the server versions the record).
    program = own[0]
    path = f"/api/v1/groups/{group['groupUri']}/programs/{program['programUri']}"
    version = call(base, "GET", f"{path}/returns", token=manager).get("version")
    upload = f"{path}/returns/upload" + ("" if version is None else "?version={version}")
    uploads = [
        ("POST", upload, {"Authorization": f"Bearer {manager}", "Content-Type": "text/csv"}, returns_file(rng))
        for _ in range(10)
    ]

    chosen = listed[:3]
    blend = call(base, "POST", "/api/v1/me/blends", {"programIds": [p["programId"] for p in chosen]},
                 token=member)
    member_json = {"Authorization": f"Bearer {member}", "Content-Type": "application/json"}
    blends = []
    for n in range(10):
        orders = [
            {"programId": p["programId"], "quantity": float((p.get("investmentMin") or 100000) * rng.randint(1, 5)),
             "leverage": rng.choice((1.0, 1.5, 2.0))}
            for p in chosen
        ]
        blends.append(("PUT", f"/api/v1/me/blends/{blend['blendId']}/orders", member_json,
                       json.dumps({"orders": orders})))
        blends.append(("PUT", f"/api/v1/me/blends/{blend['blendId']}/save", member_json,
                       json.dumps({"blendName": f"Soak {n + 1}"})))

    os.makedirs(args.out, exist_ok=True)
    for name, requests in (("reads", reads), ("uploads", uploads), ("blends", blends)):
        with open(os.path.join(args.out, f"{name}.lua"), "w") as file:
            file.write(lua(requests, version if name == "uploads" else None))
    print(f"{len(reads)} reads, {len(uploads)} uploads to {program['programUri']}, "
          f"{len(blends)} blend writes prepared")


if __name__ == "__main__":
    main()
