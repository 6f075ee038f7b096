package parlour.html.client;

import com.google.gwt.core.client.RunAsyncCallback;
import java.util.function.Consumer;
import parlour.app.Later;

/**
 * The diagrams' split point's callback: every game's drawing, which no game's first frame needs ({@link
 * WebGames#diagrams} reaches it; {@link LoneDiagramSplit} is its other callback, for a diagram with no board).
 */
final class DiagramSplit implements RunAsyncCallback {
    private final Consumer<Later.Made> ready;
    private final Consumer<String> failed;

    DiagramSplit(Consumer<Later.Made> ready, Consumer<String> failed) {
        this.ready = ready;
        this.failed = failed;
    }

    @Override
    public void onSuccess() {
        final Later.Made made = Later.diagrams();
        WebLaterCode.later(new Runnable() {
            @Override
            public void run() {
                ready.accept(made);
            }
        });
    }

    @Override
    public void onFailure(Throwable reason) {
        WebLaterCode.notFetched("the diagrams'", reason, failed);
    }
}
