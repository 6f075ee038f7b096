package parlour.store;

/**
 * Where {@link parlour.store.Settings} finds its lasting storage: each launcher installs its platform's
 * stores at start (files on the desktop, localStorage in the browser) before the game is made.
 */
public final class Storage {
    /** Opens a platform's store by name. */
    public interface Factory {
        EntryStore open(String name);
    }

    private static Factory factory;

    private Storage() {}

    /** Installs the platform's stores; called once by the launcher. */
    public static void use(Factory f) {
        factory = f;
    }

    /** The named store of the installed platform, or one in memory if no launcher installed any (tests). */
    public static EntryStore open(String name) {
        return factory == null ? new MemoryEntryStore() : factory.open(name);
    }
}
