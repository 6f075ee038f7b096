package parlour.html;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Serves a built site (a folder of static files) on 127.0.0.1 at a free port with the JDK's HTTP
 * server, with the content types a browser needs and a real host's cache headers: GWT's {@code *.cache.*}
 * files, libGDX's hashed assets ({@code name-<md5>.ext}) and the versioned loader ({@code parlour-1.0.0.js}) for a
 * year, everything else revalidated
 * ({@code no-cache}); or, for a test that counts each fetch of a file, everything but the {@code *.cache.*} files
 * revalidated.
 *
 * <p>Each server has a port of its own, never one an earlier server of this JVM had: its origin is new to the shared
 * browser, so a test finds no storage, cache entry or permission that another test left there.
 */
final class StaticSite implements AutoCloseable {
    /** The threads that answer every site of this JVM, as many as requests at once (daemons: they never hold it up). */
    private static final ExecutorService THREADS = Executors.newCachedThreadPool(t -> {
        Thread th = new Thread(t, "static-site");
        th.setDaemon(true);
        return th;
    });
    /** Every port a site of this JVM has listened on. */
    private static final Set<Integer> PORTS_USED = new HashSet<>();

    private static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("htm", "text/html; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"),
            Map.entry("mjs", "text/javascript; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"),
            Map.entry("png", "image/png"),
            Map.entry("jpg", "image/jpeg"),
            Map.entry("jpeg", "image/jpeg"),
            Map.entry("gif", "image/gif"),
            Map.entry("svg", "image/svg+xml"),
            Map.entry("ico", "image/x-icon"),
            Map.entry("wav", "audio/wav"),
            Map.entry("ogg", "audio/ogg"),
            Map.entry("mp3", "audio/mpeg"),
            Map.entry("fnt", "text/plain; charset=utf-8"),
            Map.entry("txt", "text/plain; charset=utf-8"),
            Map.entry("atlas", "text/plain; charset=utf-8"),
            Map.entry("json", "application/json"),
            Map.entry("map", "application/json"),
            Map.entry("wasm", "application/wasm"),
            Map.entry("woff", "font/woff"),
            Map.entry("woff2", "font/woff2"));

    private final HttpServer server;
    private final Path root;
    private final List<String> notFound = Collections.synchronizedList(new ArrayList<>());
    /** Every request in order of arrival, as "path?query status" (the query as the browser sent it). */
    private final List<String> requests = Collections.synchronizedList(new ArrayList<>());

    private final AtomicLong bytesSent = new AtomicLong();
    /** Whether libGDX's hashed assets are cacheable for a year (as GWT's *.cache.* files always are). */
    private final boolean cacheHashedAssets;
    /** Headers of the answers to a path beyond the usual ones (a page's Content-Security-Policy), by path. */
    private final Map<String, Map<String, String>> extraHeaders = new ConcurrentHashMap<>();
    /** Paths starting with this are answered {@link #lateMillis} late (a slow network); none when null. */
    private volatile String latePrefix;

    private volatile long lateMillis;
    /** Paths starting with this are answered 404, as if that folder were not on the site; none when null. */
    private volatile String missingPrefix;
    /** The longest request target (path and query) answered; a longer one gets 414, as a real server's limit. */
    private volatile int longestTarget = Integer.MAX_VALUE;

    private StaticSite(HttpServer server, Path root, boolean cacheHashedAssets) {
        this.server = server;
        this.root = root;
        this.cacheHashedAssets = cacheHashedAssets;
    }

    static StaticSite serve(Path root) throws IOException {
        return serve(root, true);
    }

    /** A site whose hashed assets are revalidated on each use too: every fetch of one reaches this server. */
    static StaticSite serveRevalidatingAssets(Path root) throws IOException {
        return serve(root, false);
    }

    private static StaticSite serve(Path root, boolean cacheHashedAssets) throws IOException {
        Path r = root.toAbsolutePath().normalize();
        HttpServer s = bindNewPort();
        StaticSite site = new StaticSite(s, r, cacheHashedAssets);
        s.createContext("/", site::handle);
        s.setExecutor(THREADS);
        s.start();
        return site;
    }

    /** A server on a free loopback port that no earlier site of this JVM used (the system may hand one out again). */
    private static HttpServer bindNewPort() throws IOException {
        List<HttpServer> reused = new ArrayList<>();
        try {
            while (true) {
                HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
                synchronized (PORTS_USED) {
                    if (PORTS_USED.add(s.getAddress().getPort())) return s;
                }
                reused.add(s); // held until a new port comes, so the system does not hand this one out again
            }
        } finally {
            for (HttpServer s : reused) s.stop(0);
        }
    }

    /** The answers to {@code path} (such as "/page.html") carry the header {@code name}: {@code value} too. */
    void header(String path, String name, String value) {
        extraHeaders.computeIfAbsent(path, p -> new ConcurrentHashMap<>()).put(name, value);
    }

    /** From now on, every path starting with {@code prefix} (such as "/assets/") is answered {@code millis} late. */
    void answerLate(String prefix, long millis) {
        lateMillis = millis;
        latePrefix = prefix;
    }

    /** From now on, every path starting with {@code prefix} (such as "/assets/") is answered 404: a folder not copied. */
    void leaveOut(String prefix) {
        missingPrefix = prefix;
    }

    /**
     * From now on, a request whose path and query are longer than {@code chars} is answered 414 (URI Too Long), as
     * Apache's LimitRequestLine (8190) and nginx's header buffers (8 KB) do by default.
     */
    void refuseTargetsLongerThan(int chars) {
        longestTarget = chars;
    }

    /** Absolute URL of a path (with query) on this server, e.g. url("embed.html?game=dots"). */
    String url(String pathAndQuery) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + pathAndQuery.replaceFirst("^/", "");
    }

    /** Bytes of file bodies sent so far (not counting 304 answers, which send none). */
    long bytesSent() {
        return bytesSent.get();
    }

    /** Paths the browser asked for that the site does not have. */
    List<String> notFound() {
        synchronized (notFound) {
            return new ArrayList<>(notFound);
        }
    }

    /** Every request so far, in order of arrival: "path?query status", e.g. "/embed.html?game=dots 200". */
    List<String> requests() {
        synchronized (requests) {
            return new ArrayList<>(requests);
        }
    }

    static String contentType(String fileName) {
        int dot = fileName.lastIndexOf('.');
        String ext = dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        return TYPES.getOrDefault(ext, "application/octet-stream");
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String method = ex.getRequestMethod();
            boolean head = method.equals("HEAD");
            if (!head && !method.equals("GET")) {
                ex.getResponseHeaders().set("Allow", "GET, HEAD");
                ex.sendResponseHeaders(405, -1);
                return;
            }
            String path = ex.getRequestURI().getPath(); // decoded
            String raw = ex.getRequestURI().getRawPath()
                    + (ex.getRequestURI().getRawQuery() == null
                            ? ""
                            : "?" + ex.getRequestURI().getRawQuery());
            if (raw.length() > longestTarget) {
                requests.add(raw.substring(0, 80) + "… 414");
                ex.sendResponseHeaders(414, -1);
                return;
            }
            Path file = root.resolve(path.replaceFirst("^/+", "")).normalize();
            if (file.startsWith(root) && Files.isDirectory(file)) file = file.resolve("index.html");
            String missing = missingPrefix;
            if (!file.startsWith(root) || !Files.isRegularFile(file) || missing != null && path.startsWith(missing)) {
                notFound.add(path);
                requests.add(raw + " 404");
                byte[] body = ("not found: " + path).getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
                ex.sendResponseHeaders(404, head ? -1 : body.length);
                if (!head) ex.getResponseBody().write(body);
                return;
            }
            String late = latePrefix;
            if (late != null && path.startsWith(late)) {
                try {
                    Thread.sleep(lateMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            extraHeaders
                    .getOrDefault(path, Map.of())
                    .forEach((n, v) -> ex.getResponseHeaders().set(n, v));
            String name = file.getFileName().toString();
            String fault = faultFor(path);
            if (fault != null) {
                requests.add(raw + " " + fault);
                serveBroken(ex, file, fault);
                return;
            }
            ex.getResponseHeaders().set("Content-Type", contentType(name));
            // as a real host (and scripts/serve-web.py): GWT's *.cache.* files, the hashed assets and the versioned
            // loader for a year, the rest revalidated
            boolean immutable =
                    name.contains(".cache.") || cacheHashedAssets && isHashed(name) || isVersionedLoader(name);
            ex.getResponseHeaders()
                    .set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
            String modified = DateTimeFormatter.RFC_1123_DATE_TIME.format(Files.getLastModifiedTime(file)
                    .toInstant()
                    .truncatedTo(ChronoUnit.SECONDS)
                    .atZone(ZoneOffset.UTC));
            ex.getResponseHeaders().set("Last-Modified", modified);
            if (modified.equals(ex.getRequestHeaders().getFirst("If-Modified-Since"))) {
                requests.add(raw + " 304");
                ex.sendResponseHeaders(304, -1);
                return;
            }
            long size = Files.size(file);
            requests.add(raw + " 200");
            if (head) {
                ex.getResponseHeaders().set("Content-Length", Long.toString(size));
                ex.sendResponseHeaders(200, -1);
                return;
            }
            bytesSent.addAndGet(size);
            ex.sendResponseHeaders(200, size == 0 ? -1 : size);
            if (size > 0) {
                try (OutputStream out = ex.getResponseBody()) {
                    Files.copy(file, out);
                }
            }
        }
    }

    /** Ways the next requests of a path go wrong, one a request: see {@link #failNext}. */
    private final Map<String, Deque<String>> faults = new ConcurrentHashMap<>();

    /**
     * The next requests of {@code path} go wrong, one {@code way} each: "500" (a server error), "cut" (an answer of 200
     * that ends half-way, as a broken proxy's), "flip" (the whole file with one byte changed).
     */
    void failNext(String path, String... ways) {
        faults.put(path, new ConcurrentLinkedDeque<>(List.of(ways)));
    }

    private String faultFor(String path) {
        Deque<String> ways = faults.get(path);
        return ways == null ? null : ways.poll();
    }

    private static void serveBroken(HttpExchange ex, Path file, String fault) throws IOException {
        if (fault.equals("500")) {
            byte[] body = "the server failed".getBytes(StandardCharsets.UTF_8);
            ex.sendResponseHeaders(500, body.length);
            ex.getResponseBody().write(body);
            return;
        }
        byte[] bytes = Files.readAllBytes(file);
        ex.getResponseHeaders()
                .set("Content-Type", contentType(file.getFileName().toString()));
        ex.getResponseHeaders().set("Cache-Control", "no-cache");
        if (fault.equals("flip")) bytes[bytes.length / 2] ^= 0x5a;
        if (fault.equals("cut")) bytes = Arrays.copyOf(bytes, bytes.length / 2);
        // a cut answer has no length to betray it: sent in chunks, it simply ends
        ex.sendResponseHeaders(200, fault.equals("cut") ? 0 : bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** Whether a file name carries its content's MD5 as libGDX's GWT build writes it: {@code name-<32 hex>.ext}. */
    static boolean isHashed(String name) {
        int dot = name.lastIndexOf('.');
        String stem = dot < 0 ? name : name.substring(0, dot);
        return stem.length() > 33
                && stem.charAt(stem.length() - 33) == '-'
                && stem.substring(stem.length() - 32)
                        .chars()
                        .allMatch(c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f');
    }

    /** Whether a file name is the loader under its release's name, such as {@code parlour-1.0.0.js}. */
    static boolean isVersionedLoader(String name) {
        return name.matches("parlour-[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?\\.js");
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
