package parlour.html;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.openqa.selenium.json.Json;

/**
 * The browser's own DevTools connection, beside chromedriver's: a command sent here to a tab does not wait, as
 * chromedriver's do, for the tab's page to finish loading. A slowed tab's CPU throttling spins a core for as long as
 * it is on, so the tab trials switch it on and off on the instant, while pages load.
 */
final class DevToolsLink implements AutoCloseable {
    private static final Json JSON = new Json();

    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<Map<String, Object>>> waiting = new ConcurrentHashMap<>();
    /** The session attached to each tab, by its window handle (chromedriver's handle is the DevTools target id). */
    private final Map<String, String> sessions = new HashMap<>();

    private DevToolsLink(WebSocket socket) {
        this.socket = socket;
    }

    /** Connects to the browser that {@code browser}'s chromedriver drives. */
    @SuppressWarnings("unchecked")
    static DevToolsLink to(Browser browser) {
        Map<String, Object> options =
                (Map<String, Object>) browser.driver.getCapabilities().getCapability("goog:chromeOptions");
        String address = String.valueOf(options.get("debuggerAddress"));
        HttpClient http = HttpClient.newHttpClient();
        try {
            String version = http.send(
                            HttpRequest.newBuilder(URI.create("http://" + address + "/json/version"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
            Map<String, Object> about = JSON.toType(version, Map.class);
            String url = String.valueOf(about.get("webSocketDebuggerUrl"));
            Reader reader = new Reader();
            DevToolsLink link = new DevToolsLink(http.newWebSocketBuilder()
                    .buildAsync(URI.create(url), reader)
                    .get(10, TimeUnit.SECONDS));
            reader.link = link;
            return link;
        } catch (IOException | ExecutionException | TimeoutException e) {
            throw new AssertionError("no DevTools connection to the browser at " + address + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** Sets the CPU of the tab's renderer {@code rate} times slower (1: full speed); waits only when {@code wait}. */
    void cpuSlower(String tab, int rate, boolean wait) {
        CompletableFuture<Map<String, Object>> reply =
                send(session(tab), "Emulation.setCPUThrottlingRate", Map.of("rate", rate));
        if (wait) await(reply, "the CPU of tab " + tab + " set " + rate + " times slower");
    }

    private String session(String tab) {
        return sessions.computeIfAbsent(tab, t -> {
            Map<String, Object> reply = await(
                    send(null, "Target.attachToTarget", Map.of("targetId", t, "flatten", true)), "attached to " + t);
            return String.valueOf(reply.get("sessionId"));
        });
    }

    private CompletableFuture<Map<String, Object>> send(String session, String method, Map<String, Object> params) {
        int id = ids.incrementAndGet();
        Map<String, Object> message = new HashMap<>();
        message.put("id", id);
        message.put("method", method);
        message.put("params", params);
        if (session != null) message.put("sessionId", session);
        CompletableFuture<Map<String, Object>> reply = new CompletableFuture<>();
        waiting.put(id, reply);
        synchronized (socket) {
            socket.sendText(JSON.toJson(message), true).join();
        }
        return reply;
    }

    private static Map<String, Object> await(CompletableFuture<Map<String, Object>> reply, String what) {
        try {
            return reply.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new AssertionError("DevTools: no reply for " + what + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    @Override
    public void close() {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "").orTimeout(5, TimeUnit.SECONDS);
    }

    /** Gathers each message's parts and completes the command it answers; events are not asked for. */
    private static final class Reader implements WebSocket.Listener {
        DevToolsLink link;
        private final StringBuilder text = new StringBuilder();

        @Override
        @SuppressWarnings("unchecked")
        public CompletionStage<?> onText(WebSocket socket, CharSequence part, boolean last) {
            text.append(part);
            if (last) {
                Map<String, Object> message = JSON.toType(text.toString(), Map.class);
                text.setLength(0);
                Object id = message.get("id");
                CompletableFuture<Map<String, Object>> reply =
                        id == null ? null : link.waiting.remove(((Number) id).intValue());
                if (reply != null) {
                    Object error = message.get("error");
                    if (error != null) reply.completeExceptionally(new IllegalStateException(String.valueOf(error)));
                    else reply.complete((Map<String, Object>) message.get("result"));
                }
            }
            socket.request(1);
            return null;
        }
    }
}
