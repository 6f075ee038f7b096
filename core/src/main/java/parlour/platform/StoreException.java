package parlour.platform;

/** Storage that could not be read or written, with a message the player can act on. */
public final class StoreException extends RuntimeException {
    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
