package parlour.desktop.headless;

import com.badlogic.gdx.graphics.GL20;
import java.lang.reflect.Proxy;
import java.nio.IntBuffer;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A GL20 that does nothing but lets libGDX set itself up without a GPU: objects get ids, shaders
 * compile and link. The headless backend sets no GL of its own.
 */
final class MockGL {
    /** Textures made and not yet deleted through any mock GL of this JVM (one app at a time). */
    static final AtomicInteger LIVE_TEXTURES = new AtomicInteger();

    private MockGL() {}

    static GL20 create() {
        return (GL20) Proxy.newProxyInstance(
                GL20.class.getClassLoader(), new Class<?>[] {GL20.class}, (proxy, method, args) -> {
                    String name = method.getName();
                    if (name.equals("glGenTexture")) LIVE_TEXTURES.incrementAndGet();
                    if (name.equals("glDeleteTexture")) LIVE_TEXTURES.decrementAndGet();
                    if (name.equals("glGenTextures") || name.equals("glDeleteTextures")) {
                        LIVE_TEXTURES.addAndGet(name.equals("glGenTextures") ? (Integer) args[0] : -(Integer) args[0]);
                    }
                    if ((name.equals("glGetShaderiv") || name.equals("glGetProgramiv"))
                            && args[2] instanceof IntBuffer) {
                        int pname = (Integer) args[1];
                        ((IntBuffer) args[2])
                                .put(0, pname == GL20.GL_COMPILE_STATUS || pname == GL20.GL_LINK_STATUS ? 1 : 0);
                        return null;
                    }
                    if (name.equals("glGetIntegerv") && args[1] instanceof IntBuffer) {
                        ((IntBuffer) args[1]).put(0, 4096);
                        return null;
                    }
                    Class<?> r = method.getReturnType();
                    if (r == int.class) return name.startsWith("glGen") || name.startsWith("glCreate") ? 1 : 0;
                    if (r == boolean.class) return false;
                    if (r == float.class) return 0f;
                    if (r == String.class) return "";
                    return null;
                });
    }
}
