-- wrk script: every request POSTs the file named by the BODY_FILE environment variable as application/json.
local path = assert(os.getenv("BODY_FILE"), "set BODY_FILE")
local file = assert(io.open(path, "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
wrk.headers["Content-Type"] = "application/json"
file:close()
