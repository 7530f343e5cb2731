#!/usr/bin/env python3
"""End-to-end test of `barguide mcp` with the official MCP Python SDK as the client.

Run by `make test` in the virtual environment under .build/ (Tests/e2e/requirements.txt):

    .build/mcp-venv/bin/python Tests/e2e/mcp_client_test.py .build/debug/barguide

The server builds its default database on first use into a temporary $BARGUIDE_DB (so that
path is tested too: nothing but protocol messages may reach stdout, or the SDK fails).

It also starts the server from every client configuration block README.md gives (a ```json
fence right after a `<!-- mcp-config: … -->` line), with that block's command, arguments and
environment, the built binary in place of `barguide` and a temporary path in place of the
database, and makes a real tool call through it.
"""

import asyncio
import json
import os
import re
import subprocess
import sys
import tempfile
import warnings

import jsonschema
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

TOOLS = {"search_rules": "search", "get_rule": "show", "checklist": "checklist",
         "list_items": "items", "list_scopes": "scopes"}

checks = 0


def check(condition, message):
    global checks
    if not condition:
        raise AssertionError(message)
    checks += 1


def cli_json(binary, env, *args):
    out = subprocess.run([binary, *args], env=env, capture_output=True, check=False)
    return json.loads(out.stdout)


def schema(binary, env, name):
    out = subprocess.run([binary, "schema", name], env=env, capture_output=True, check=True)
    return json.loads(out.stdout)


def valid(instance, schema_doc, what):
    errors = list(jsonschema.Draft202012Validator(schema_doc).iter_errors(instance))
    check(not errors, f"{what}: not valid against its schema: {[e.message for e in errors[:3]]}")


async def session(binary, env, mode):
    params = StdioServerParameters(command=binary, args=["mcp"], env=env)
    async with Client(params, mode=mode, read_timeout_seconds=60) as client:
        # auto: the SDK probes server/discover and adopts 2026-07-28 (stateless, per-request _meta);
        # legacy: the initialize handshake, which answers with the newest handshake version.
        expected = "2026-07-28" if mode == "auto" else "2025-11-25"
        check(client.protocol_version == expected, f"{mode}: negotiated {client.protocol_version}")
        check(client.server_info.name == "barguide", f"server name {client.server_info}")

        tools = (await client.list_tools()).tools
        check(sorted(t.name for t in tools) == sorted(TOOLS), f"tools {[t.name for t in tools]}")
        for t in tools:
            check(t.input_schema.get("type") == "object", f"{t.name}: inputSchema")
            check(t.output_schema is not None and t.output_schema.get("type") == "object", f"{t.name}: outputSchema")
        schemas = {name: schema(binary, env, name) for name in set(TOOLS.values())}

        async def call(name, arguments):
            result = await client.call_tool(name, arguments)
            check(not result.is_error, f"{name}({arguments}) failed: {result.content}")
            text = result.content[0].text
            check(text.strip() and not text.lstrip().startswith("{"), f"{name}: text content is Markdown, not JSON")
            valid(result.structured_content, schemas[TOOLS[name]], f"{name}({arguments})")
            return result.structured_content, text

        found, text = await call("search_rules", {"query": "back button"})
        check(found["total"] > 0 and found["results"], "search_rules finds rules for 'back button'")
        check(found["results"][0]["id"] in text, "the Markdown names the rule ids")
        cli = cli_json(binary, env, "search", "back button", "--format", "json")
        check(found == cli, "search_rules structuredContent is the JSON of `barguide search --format json`")

        rule_id = found["results"][0]["id"]
        shown, _ = await call("get_rule", {"id": rule_id[:-1]})  # a unique prefix
        check(shown["rule"]["id"] == rule_id, "get_rule resolves a prefix")

        checklist, text = await call("checklist", {"bar": "tab", "lang": "ru"})
        check(checklist["bar"] == "tab-bar" and checklist["total"] > 0, "checklist of the tab bar")
        check(text.startswith("# Tab bar checklist"), "checklist Markdown")
        check(checklist == cli_json(binary, env, "checklist", "tab", "--lang", "ru", "--format", "json"),
              "checklist structuredContent is the CLI's JSON")

        catalog, _ = await call("list_items", {})
        check(len(catalog["items"]) > 20, "list_items gives the catalog")
        item, _ = await call("list_items", {"name": "FixedSpace"})
        check(item["item"]["identifier"] == "UIBarButtonSystemItemFixedSpace", "list_items resolves a short name")
        scopes, _ = await call("list_scopes", {})
        check([s["scope"] for s in scopes["scopes"]][0] == "all" and len(scopes["scopes"]) == 7, "list_scopes")

        # Token budget: cut at a rule boundary, then page on. (A budget smaller than the first
        # result with its group's other members still returns that result, by design; 5000 holds
        # a few results of this query and leaves most out.)
        budget = 5000
        cut, text = await call("search_rules", {"query": "tab bar", "limit": 40, "max_chars": budget})
        truncated = cut.get("truncated")
        check(truncated and truncated["omitted"] >= 1, f"max_chars cuts the answer: {truncated}")
        check(truncated["next_offset"] == len(cut["results"]), "next_offset continues after the last rule shown")
        check(len(cut["results"]) >= 2, "the cut keeps as many results as fit")
        check(len(text) + len(json.dumps(cut, ensure_ascii=False)) <= budget + 200, "the cut answer fits the budget")
        rest, _ = await call("search_rules", {"query": "tab bar", "limit": 40, "offset": truncated["next_offset"]})
        check(rest["results"][0]["id"] not in {r["id"] for r in cut["results"]}, "the next page starts after the cut")
        check("truncated" not in cli_json(binary, env, "search", "tab bar", "--limit", "40", "--format", "json"),
              "the CLI never sets truncated")

        # Resources.
        resources = (await client.list_resources()).resources
        check(len(resources) == 6 and all(str(r.uri).startswith("barguide://checklist/") for r in resources),
              "resources/list lists the six checklists")
        templates = (await client.list_resource_templates()).resource_templates
        check(sorted(t.uri_template for t in templates) == ["barguide://checklist/{bar}", "barguide://rule/{id}"],
              "resource templates")
        page = (await client.read_resource("barguide://checklist/tab-bar")).contents[0]
        check(page.mime_type == "text/markdown" and page.text.startswith("# Tab bar checklist"), "read a checklist")
        page = (await client.read_resource(f"barguide://rule/{rule_id}")).contents[0]
        check(rule_id in page.text, "read a rule")

        # Bad calls.
        bad = await client.call_tool("search_rules", {"query": "tab", "scope": "nowhere"})
        check(bad.is_error and "'scope'" in bad.content[0].text, f"invalid argument -> isError: {bad.content}")
        bad = await client.call_tool("search_rules", {"query": "tab", "limt": 3})
        check(bad.is_error and "did you mean 'limit'" in bad.content[0].text, f"unknown argument: {bad.content}")
        bad = await client.call_tool("get_rule", {"id": "no-such-rule"})
        check(bad.is_error and "search_rules" in bad.content[0].text, "unknown rule id -> an actionable isError")
        for call_bad, code in [(client.call_tool("no_such_tool", {}), -32602),
                               (client.read_resource("barguide://rule/ffffffffff"), -32002),
                               (client.read_resource("https://example.com/x"), -32002)]:
            try:
                await call_bad
                check(False, "expected an error")
            except MCPError as e:
                check(e.error.code == code, f"error code {e.error.code}, expected {code}")
        if mode == "legacy":
            with warnings.catch_warnings():  # ping is deprecated for 2026-07-28, not for this era
                warnings.simplefilter("ignore")
                await client.send_ping()


README = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "README.md")
CONFIG_BLOCK = re.compile(r"^<!-- mcp-config:[^\n]*-->\n```json\n(.*?)\n```", re.S | re.M)


def readme_configs():
    with open(README, encoding="utf-8") as f:
        blocks = CONFIG_BLOCK.findall(f.read())
    check(len(blocks) >= 1, "README.md has an MCP configuration block after a <!-- mcp-config: --> marker")
    return [json.loads(block) for block in blocks]


def documented_environment(binary):
    """The variables `barguide --help` lists under ENVIRONMENT."""
    out = subprocess.run([binary, "--help"], capture_output=True, text=True, check=True).stdout
    section = out.split("ENVIRONMENT:\n", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"^  ([A-Z][A-Z0-9_]*)\b", section, re.M))


async def readme_session(binary, config, tmp, index):
    servers = config.get("mcpServers", config.get("servers"))
    check(isinstance(servers, dict) and list(servers) == ["barguide"], f"README block {index}: one server, barguide")
    entry = servers["barguide"]
    check(entry.get("type", "stdio") == "stdio", f"README block {index}: stdio transport")
    check(entry["command"] == "barguide", f"README block {index}: command {entry['command']!r}")
    check(entry["args"] == ["mcp"], f"README block {index}: args {entry['args']!r}")
    env = dict(entry.get("env", {}))
    known = documented_environment(binary)
    check(set(env) <= known, f"README block {index}: env {sorted(set(env) - known)} not read by barguide")
    db = os.path.join(tmp, f"readme-{index}", "barguide.sqlite")
    if "BARGUIDE_DB" in env:
        env["BARGUIDE_DB"] = db
    else:
        env["XDG_DATA_HOME"] = os.path.join(tmp, f"readme-{index}")
        db = os.path.join(tmp, f"readme-{index}", "barguide", "barguide.sqlite")
    # As a client does: the SDK adds its default environment (PATH, HOME…) under the block's.
    params = StdioServerParameters(command=binary, args=entry["args"], env=env)
    async with Client(params, read_timeout_seconds=60) as client:
        result = await client.call_tool("search_rules", {"query": "back button", "limit": 3})
        check(not result.is_error and result.structured_content["total"] > 0,
              f"README block {index}: search_rules answers through the configured server: {result.content}")
    check(os.path.isfile(db), f"README block {index}: the server used the configured database {db}")


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/barguide")
    with tempfile.TemporaryDirectory(prefix="barguide-mcp-e2e") as tmp:
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": tmp, "LANG": "C.UTF-8",
               "BARGUIDE_DB": os.path.join(tmp, "db", "barguide.sqlite")}
        asyncio.run(session(binary, env, "auto"))
        asyncio.run(session(binary, env, "legacy"))
        for index, config in enumerate(readme_configs(), 1):
            asyncio.run(readme_session(binary, config, tmp, index))
    print(f"mcp e2e (Python SDK client): {checks} checks passed")


if __name__ == "__main__":
    main()
