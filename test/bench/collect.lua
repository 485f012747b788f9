-- wrk script: session starts as the snippet sends them, each with a new visit id.
-- STORE_ID, ORIGIN and SEED come from the environment; a new SEED per run, or a run repeats the
-- visit ids of the one before (and they are counted once). ADDRESSES, when set, names a sender
-- (X-Forwarded-For, for a server that trusts it) drawn from that many addresses for each start.
local store = os.getenv("STORE_ID")
local addresses = tonumber(os.getenv("ADDRESSES") or "0")
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain"
wrk.headers["Origin"] = os.getenv("ORIGIN")

local function hex(n)
  local s = ""
  for _ = 1, n do s = s .. string.format("%04x", math.random(0, 65535)) end
  return s
end

math.randomseed(tonumber(os.getenv("SEED")))

function setup(thread)
  thread:set("seed", math.random(1, 2147483647))
end

function init()
  math.randomseed(seed or os.time())
end

request = function()
  local v = hex(2) .. "-" .. hex(1) .. "-4" .. hex(1):sub(2) .. "-a" .. hex(1):sub(2) .. "-" .. hex(3)
  local body = '{"s":"' .. store .. '","e":"start","v":"' .. v .. '"}'
  if addresses == 0 then return wrk.format(nil, nil, nil, body) end
  local n = math.random(0, addresses - 1)
  local headers = { ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256) }
  for name, value in pairs(wrk.headers) do headers[name] = value end
  return wrk.format(nil, nil, headers, body)
end

done = function(summary)
  io.write(string.format("WRK_RESULT %d %d %d\n", summary.requests, summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
