package parlour.desktop;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Files replaced whole or not at all: the text goes to a temporary file beside the target, reaches the
 * disk, and is renamed over the target. A crash or a full disk leaves the old file as it was and no
 * temporary file behind.
 */
final class AtomicFiles {
    private AtomicFiles() {}

    static void write(Path target, byte[] data) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path tmp = Files.createTempFile(folder, ".write-", ".tmp");
        try {
            try (FileChannel ch =
                    FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(data);
                while (buf.hasRemaining()) ch.write(buf);
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // nothing more can be done about a temporary file that cannot be deleted
            }
        }
    }

    /**
     * The file's bytes, or null if there is no such file. A file over {@code max} bytes is read only
     * to {@code max + 1} bytes, so the caller sees that it is too long without holding all of it; what is not
     * a regular file is refused unopened ({@link BoundedFiles}).
     */
    static byte[] read(Path file, int max) throws IOException {
        return BoundedFiles.readUpTo(file, max);
    }

    /**
     * A name as part of a file name, the same for no two names: letters, digits and a few safe marks
     * stay, everything else (slashes, colons, a leading dot, control characters) becomes %XX of its
     * UTF-8 bytes.
     */
    static String encode(String name) {
        StringBuilder sb = new StringBuilder();
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            boolean plain = (b >= 'a' && b <= 'z')
                    || (b >= 'A' && b <= 'Z')
                    || (b >= '0' && b <= '9')
                    || b == ' '
                    || b == '-'
                    || b == '_'
                    || b == ','
                    || b == '('
                    || b == ')'
                    || b == '+'
                    || b == '='
                    || b == '\''
                    || (b == '.' && i > 0)
                    || b >= 0x80;
            if (plain && !(b == ' ' && (i == 0 || i == bytes.length - 1))) sb.append((char) b);
            else
                sb.append('%')
                        .append(Character.toUpperCase(Character.forDigit(b >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(b & 15, 16)));
        }
        return new String(sb.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }

    /** The name {@link #encode} made this file name from, or null if it is not one. */
    static String decode(String fileName) {
        byte[] raw = fileName.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < raw.length; i++) {
            if (raw[i] != '%') {
                out.write(raw[i]);
                continue;
            }
            if (i + 2 >= raw.length) return null;
            int hi = Character.digit(raw[i + 1], 16), lo = Character.digit(raw[i + 2], 16);
            if (hi < 0 || lo < 0) return null;
            out.write(hi * 16 + lo);
            i += 2;
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }
}
